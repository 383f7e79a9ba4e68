import type { ContentKind } from '@mp/contract/content/constants';
import { contentRoutes as routes } from '@mp/contract/content/routes';
import type {
  StaffContactReason,
  StaffFaq,
  StaffHighlight,
  StaffHotel,
  StaffUnitType,
} from '@mp/contract/content/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRequest } from '@/staff/api/client';

export const contentKeys = {
  all: ['staff', 'content'] as const,
  kind: (kind: ContentKind) => [...contentKeys.all, kind] as const,
};

export interface ContentItems {
  faqs: StaffFaq;
  highlights: StaffHighlight;
  contact_reasons: StaffContactReason;
  hotels: StaffHotel;
  unit_types: StaffUnitType;
}
export type ContentItem = ContentItems[ContentKind];

/** Each kind's five calls, by the contract. */
const CALLS = {
  faqs: {
    list: routes.contentFaqs,
    create: routes.createContentFaq,
    update: routes.updateContentFaq,
    move: routes.moveContentFaq,
    visibility: routes.setContentFaqVisibility,
  },
  highlights: {
    list: routes.contentHighlights,
    create: routes.createContentHighlight,
    update: routes.updateContentHighlight,
    move: routes.moveContentHighlight,
    visibility: routes.setContentHighlightVisibility,
  },
  contact_reasons: {
    list: routes.contentContactReasons,
    create: routes.createContentContactReason,
    update: routes.updateContentContactReason,
    move: routes.moveContentContactReason,
    visibility: routes.setContentContactReasonVisibility,
  },
  hotels: {
    list: routes.contentHotels,
    create: routes.createContentHotel,
    update: routes.updateContentHotel,
    move: routes.moveContentHotel,
    visibility: routes.setContentHotelVisibility,
  },
  unit_types: {
    list: routes.contentUnitTypes,
    create: routes.createContentUnitType,
    update: routes.updateContentUnitType,
    move: routes.moveContentUnitType,
    visibility: routes.setContentUnitTypeVisibility,
  },
} as const;

// The five kinds share one shape of call; their bodies differ, checked by the forms' schemas.
type AnyCall = Parameters<typeof staffRequest>[0];
const call = (route: AnyCall, input: object) =>
  (staffRequest as (route: AnyCall, input: object) => Promise<{ data: unknown }>)(route, input);

export const contentListQuery = <K extends ContentKind>(kind: K) =>
  queryOptions({
    queryKey: contentKeys.kind(kind),
    queryFn: async ({ signal }) =>
      (
        (await (
          staffRequest as (
            route: AnyCall,
            input: object,
            options: { signal: AbortSignal },
          ) => Promise<{ data: unknown }>
        )(CALLS[kind].list, {}, { signal })) as { data: ContentItems[K][] }
      ).data,
  });

/** What a change of one kind makes stale here: its list (a hotel's also the unit types'). */
function useRefresh(kind: ContentKind) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contentKeys.kind(kind) }),
      kind === 'hotels' &&
        queryClient.invalidateQueries({ queryKey: contentKeys.kind('unit_types') }),
    ]);
}

/** Creates (no id) or edits an item; the list refetches. */
export function useSaveContent(kind: ContentKind, id: number | null) {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: async (body: object) =>
      (id === null
        ? await call(CALLS[kind].create, { body })
        : await call(CALLS[kind].update, { params: { id }, body })
      ).data as ContentItem,
    onSettled: refresh,
  });
}

/** Puts an item at a place (1 is first); the list shows the server's answer. */
export function useMoveContent(kind: ContentKind) {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: async ({ id, position }: { id: number; position: number }) =>
      (await call(CALLS[kind].move, { params: { id }, body: { position } })).data as ContentItem[],
    onSettled: refresh,
  });
}

export function useContentVisibility(kind: ContentKind) {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: async ({ id, hidden }: { id: number; hidden: boolean }) =>
      (await call(CALLS[kind].visibility, { params: { id }, body: { hidden } }))
        .data as ContentItem,
    onSettled: refresh,
  });
}

/** The server's sanitised HTML: exactly what members would get. */
export function usePreview() {
  return useMutation({
    mutationFn: async (html: string) =>
      (await staffRequest(routes.previewContent, { body: { html } })).data.html,
  });
}

/** Reads a chosen file and uploads its bytes; the server decides what it is. */
export function useUploadImage() {
  return useMutation({
    mutationFn: async (file: File) => {
      const bytes = new Uint8Array(await file.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return (await staffRequest(routes.uploadContentImage, { body: { data: btoa(binary) } })).data;
    },
  });
}
