import { webhooksRoutes } from '@mp/contract/webhooks/routes';
import type {
  CreateWebhookEndpointBody,
  UpdateWebhookEndpointBody,
  WebhookDeliveriesQuery,
} from '@mp/contract/webhooks/schemas';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRequest } from '@/staff/api/client';

export const webhooksKeys = {
  all: ['staff', 'webhooks'] as const,
  endpoints: ['staff', 'webhooks', 'endpoints'] as const,
  deliveries: (query: WebhookDeliveriesQuery) =>
    ['staff', 'webhooks', 'deliveries', query] as const,
};

export const endpointsQuery = queryOptions({
  queryKey: webhooksKeys.endpoints,
  queryFn: async ({ signal }) =>
    (await staffRequest(webhooksRoutes.webhookEndpoints, {}, { signal })).data,
});

export const deliveriesQuery = (query: WebhookDeliveriesQuery) =>
  queryOptions({
    queryKey: webhooksKeys.deliveries(query),
    queryFn: async ({ signal }) =>
      (await staffRequest(webhooksRoutes.webhookDeliveries, { query }, { signal })).data,
    placeholderData: keepPreviousData,
  });

export function useCreateEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateWebhookEndpointBody) =>
      (await staffRequest(webhooksRoutes.createWebhookEndpoint, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.endpoints }),
  });
}

export function useUpdateEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: UpdateWebhookEndpointBody }) =>
      (await staffRequest(webhooksRoutes.updateWebhookEndpoint, { params: { id }, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.endpoints }),
  });
}

export function useRotateSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await staffRequest(webhooksRoutes.rotateWebhookSecret, { params: { id } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.endpoints }),
  });
}

export function useResendDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await staffRequest(webhooksRoutes.resendWebhookDelivery, { params: { id } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.all }),
  });
}
