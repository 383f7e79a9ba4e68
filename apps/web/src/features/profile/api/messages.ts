import { profileRoutes } from '@mp/contract/profile/routes';
import type { Message, MessageThread, ReplyBody } from '@mp/contract/profile/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { profileKeys } from './profile';

/** Query keys of the message centre: the list, and each thread by id. */
export const messagesKeys = {
  all: ['messages'] as const,
  list: () => [...messagesKeys.all, 'list'] as const,
  thread: (id: number) => [...messagesKeys.all, 'thread', id] as const,
};

export function useMessages() {
  return useQuery({
    queryKey: messagesKeys.list(),
    queryFn: async ({ signal }) =>
      (await apiRequest(profileRoutes.messages, {}, { signal })).data.data,
  });
}

/** A thread by id; an id that cannot be one (the route's text) asks nothing. */
export function useMessageThread(id: number) {
  return useQuery({
    enabled: Number.isInteger(id) && id > 0,
    queryKey: messagesKeys.thread(id),
    queryFn: async ({ signal }) =>
      (await apiRequest(profileRoutes.message, { params: { message: id } }, { signal })).data,
  });
}

/** Spec §4: opening an unread thread marks it read, then the badges (profile) refresh. */
export function useMarkAsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(profileRoutes.markAsRead, { params: { message: id } }),
    onSuccess: async (_, id) => {
      client.setQueryData<MessageThread>(
        messagesKeys.thread(id),
        (thread) =>
          thread && {
            ...thread,
            unread_messages: [],
            read_at: thread.read_at ?? new Date().toISOString(),
          },
      );
      await Promise.all([
        client.invalidateQueries({ queryKey: profileKeys.all }),
        client.invalidateQueries({ queryKey: messagesKeys.list() }),
      ]);
    },
  });
}

/** Spec §4: mark-all-as-read answers the updated list, which replaces the shown one. */
export function useMarkAllAsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiRequest(profileRoutes.markAllAsRead)).data.data,
    onSuccess: async (list: Message[]) => {
      client.setQueryData(messagesKeys.list(), list);
      await client.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

/** A reply answers the thread with the reply added; the list moves it to the top. */
export function useReply(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReplyBody) =>
      (await apiRequest(profileRoutes.reply, { params: { message: id }, body })).data.data,
    onSuccess: async (thread) => {
      client.setQueryData(messagesKeys.thread(id), thread);
      await client.invalidateQueries({ queryKey: messagesKeys.list() });
    },
  });
}
