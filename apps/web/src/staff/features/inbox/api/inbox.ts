import { inboxRoutes } from '@mp/contract/inbox/routes';
import type { ThreadDetail, ThreadsQuery } from '@mp/contract/inbox/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRequest } from '@/staff/api/client';

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
