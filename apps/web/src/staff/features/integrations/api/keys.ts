import { clubdataRoutes } from '@mp/contract/clubdata/routes';
import type { CreateIntegrationKeyBody } from '@mp/contract/clubdata/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRequest } from '@/staff/api/client';

export const keysKeys = { list: ['staff', 'integration-keys'] as const };

export const keysQuery = queryOptions({
  queryKey: keysKeys.list,
  queryFn: async ({ signal }) =>
    (await staffRequest(clubdataRoutes.integrationKeys, {}, { signal })).data,
});

export function useCreateKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateIntegrationKeyBody) =>
      (await staffRequest(clubdataRoutes.createIntegrationKey, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKeys.list }),
  });
}

export function useRotateKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await staffRequest(clubdataRoutes.rotateIntegrationKey, { params: { id } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKeys.list }),
  });
}

export function useRevokeKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await staffRequest(clubdataRoutes.revokeIntegrationKey, { params: { id } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKeys.list }),
  });
}
