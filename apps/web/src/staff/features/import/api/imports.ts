import type { ClubEntity } from '@mp/contract/clubdata/constants';
import { clubdataRoutes } from '@mp/contract/clubdata/routes';
import type { ImportDetail } from '@mp/contract/clubdata/schemas';
import { clientErrorMessage } from '@mp/contract/errors';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { currentLanguage } from '@/i18n/i18n';
import { ApiError, csrfHeaders, staffRequest } from '@/staff/api/client';

export const importKeys = {
  all: ['staff', 'imports'] as const,
  list: (page: number) => ['staff', 'imports', 'list', page] as const,
  detail: (id: number) => ['staff', 'imports', 'detail', id] as const,
};

/** While an import runs, the console asks for its progress this often. */
const PROGRESS_POLL_MS = 1000;
const isRunning = (status: string | undefined) => status === 'checking' || status === 'applying';

export const importsQuery = (page: number) =>
  queryOptions({
    queryKey: importKeys.list(page),
    queryFn: async ({ signal }) =>
      (await staffRequest(clubdataRoutes.clubImports, { query: { page } }, { signal })).data,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => isRunning(item.status)) ? PROGRESS_POLL_MS * 2 : false,
  });

export const importQuery = (id: number) =>
  queryOptions({
    queryKey: importKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await staffRequest(clubdataRoutes.clubImport, { params: { id } }, { signal })).data,
    refetchInterval: (query) => (isRunning(query.state.data?.status) ? PROGRESS_POLL_MS : false),
  });

/**
 * Uploads the file as the request body (text/csv), not as JSON: the server streams it to disk.
 * XMLHttpRequest, for the upload's own progress (fetch has none for a request body).
 */
export function uploadImport(
  entity: ClubEntity,
  file: File,
  onProgress: (percent: number) => void,
): Promise<ImportDetail> {
  const route = clubdataRoutes.uploadClubImport;
  const url = `${route.path}?${new URLSearchParams({ entity, file_name: file.name.slice(0, 200) })}`;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', 'text/csv');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Language', currentLanguage());
    for (const [name, value] of Object.entries(csrfHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, undefined, { key: 'error_generic' }));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status !== route.status) {
        reject(new ApiError(xhr.status, body, clientErrorMessage(route.errors, xhr.status, body)));
        return;
      }
      const parsed = route.response.safeParse(body);
      if (parsed.success) resolve(parsed.data.data);
      else reject(new ApiError(xhr.status, body, { key: 'error_generic' }));
    };
    xhr.send(file);
  });
}

export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { entity: ClubEntity; file: File; onProgress: (p: number) => void }) =>
      uploadImport(input.entity, input.file, input.onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.all }),
  });
}

export function useApplyImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await staffRequest(clubdataRoutes.applyClubImport, { params: { id } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.all }),
  });
}

export function useDiscardImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await staffRequest(clubdataRoutes.discardClubImport, { params: { id } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importKeys.all }),
  });
}
