import { inboxRoutes } from '@mp/contract/inbox/routes';
import type {
  CannedResponse,
  CannedResponseBody,
  ThreadDetail,
  ThreadsQuery,
} from '@mp/contract/inbox/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRequest } from '@/staff/api/client';
import { STAFF_BASE } from '@/staff/lib/paths';

/** The supervisors' screen of canned responses (its route line is in app/console-routes.ts). */
export const cannedResponsesPath = `${STAFF_BASE}/canned-responses`;

/** The inbox's query keys: a mutation on a thread refreshes that thread and every list. */
export const inboxKeys = {
  all: ['staff', 'inbox'] as const,
  lists: () => [...inboxKeys.all, 'threads'] as const,
  list: (query: ThreadsQuery) => [...inboxKeys.lists(), query] as const,
  thread: (id: number) => [...inboxKeys.all, 'thread', id] as const,
  canned: () => [...inboxKeys.all, 'canned'] as const,
  directory: () => [...inboxKeys.all, 'directory'] as const,
};

export const threadsQuery = (query: ThreadsQuery) =>
  queryOptions({
    queryKey: inboxKeys.list(query),
    queryFn: async ({ signal }) =>
      (await staffRequest(inboxRoutes.staffThreads, { query }, { signal })).data,
    placeholderData: (previous) => previous,
  });

export const threadQuery = (id: number) =>
  queryOptions({
    queryKey: inboxKeys.thread(id),
    queryFn: async ({ signal }) =>
      (await staffRequest(inboxRoutes.staffThread, { params: { id } }, { signal })).data,
    // Every read is an audited view of the member's record: no refetch on window focus.
    refetchOnWindowFocus: false,
    retry: false,
  });

export const cannedResponsesQuery = () =>
  queryOptions({
    queryKey: inboxKeys.canned(),
    queryFn: async ({ signal }) =>
      (await staffRequest(inboxRoutes.cannedResponses, {}, { signal })).data,
    staleTime: 5 * 60_000,
  });

export const staffDirectoryQuery = () =>
  queryOptions({
    queryKey: inboxKeys.directory(),
    queryFn: async ({ signal }) =>
      (await staffRequest(inboxRoutes.staffDirectory, {}, { signal })).data,
    staleTime: 5 * 60_000,
  });

/**
 * Every change of a thread answers the thread as the desk sees it: it replaces the cached one
 * (no second, audited read) and the lists refetch.
 */
function useThreadChange<V>(id: number, send: (values: V) => Promise<{ data: ThreadDetail }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: V) => (await send(values)).data,
    onSuccess: async (thread) => {
      queryClient.setQueryData(inboxKeys.thread(id), thread);
      await queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
    },
  });
}

export const useReply = (id: number) =>
  useThreadChange(id, (message: string) =>
    staffRequest(inboxRoutes.replyToThread, { params: { id }, body: { message } }),
  );

export const useAddNote = (id: number) =>
  useThreadChange(id, (note: string) =>
    staffRequest(inboxRoutes.addThreadNote, { params: { id }, body: { note } }),
  );

export const useAssign = (id: number) =>
  useThreadChange(id, (staffId: number | null) =>
    staffRequest(inboxRoutes.assignThread, { params: { id }, body: { staff_id: staffId } }),
  );

export const useSetStatus = (id: number) =>
  useThreadChange(id, (status: 'open' | 'closed') =>
    staffRequest(inboxRoutes.setThreadStatus, { params: { id }, body: { status } }),
  );

// ---------------------------------------------------------------- canned responses (canned:edit)

/** Creates a canned response (no id) or changes one; the list refetches. */
export function useSaveCanned(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CannedResponseBody) =>
      (id === null
        ? await staffRequest(inboxRoutes.createCannedResponse, { body })
        : await staffRequest(inboxRoutes.updateCannedResponse, { params: { id }, body })
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.canned() }),
  });
}

export function useDeleteCanned() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      staffRequest(inboxRoutes.deleteCannedResponse, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.canned() }),
  });
}

/** The sort order a list position stands for: gaps of ten, so a new one fits at the end. */
export const SORT_STEP = 10;

/**
 * Saves a new order of the whole list: each row takes the sort order of its position, and only
 * the rows whose number changes are sent (a swap of two neighbours is two calls). The list shows
 * the new order at once (in the same render as the caller's own state) and refetches when done,
 * also after a refusal.
 */
export function useReorderCanned() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (rows: readonly CannedResponse[]) => {
      for (const [index, row] of rows.entries()) {
        const sortOrder = (index + 1) * SORT_STEP;
        if (row.sort_order === sortOrder) continue;
        const { id, title_en, title_es, body_en, body_es } = row;
        await staffRequest(inboxRoutes.updateCannedResponse, {
          params: { id },
          body: { title_en, title_es, body_en, body_es, sort_order: sortOrder },
        });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.canned() }),
  });
  const reorder = (rows: readonly CannedResponse[]) => {
    void queryClient.cancelQueries({ queryKey: inboxKeys.canned() });
    queryClient.setQueryData<CannedResponse[]>(inboxKeys.canned(), [...rows]);
    mutation.mutate(rows);
  };
  return { ...mutation, reorder };
}

/** Takes a deleted response out of the list at once (the refetch confirms it). */
export function useForgetCanned() {
  const queryClient = useQueryClient();
  return (id: number) =>
    queryClient.setQueryData<CannedResponse[]>(inboxKeys.canned(), (rows) =>
      rows?.filter((row) => row.id !== id),
    );
}
