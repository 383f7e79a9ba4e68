import { ordersRoutes } from '@mp/contract/orders/routes';
import type { OrdersQuery, RefundBody } from '@mp/contract/orders/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRequest } from '@/staff/api/client';

/** The payments desk's keys: a refund refreshes the order and every list. */
export const orderKeys = {
  all: ['staff', 'orders'] as const,
  list: (query: OrdersQuery) => [...orderKeys.all, 'list', query] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
};

export const ordersQuery = (query: OrdersQuery) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: async ({ signal }) =>
      (await staffRequest(ordersRoutes.staffOrders, { query }, { signal })).data,
    placeholderData: (previous) => previous,
  });

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await staffRequest(ordersRoutes.staffOrder, { params: { id } }, { signal })).data,
  });

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: RefundBody }) =>
      (await staffRequest(ordersRoutes.refundOrder, { params: { id }, body })).data,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    // A refused or unconfirmed refund changed the order's refunds too.
    onError: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** The day's reconciliation CSV, saved by the browser as `reconciliation_<day>.csv`. */
export async function downloadReconciliation(day: string): Promise<void> {
  const bytes = await staffRequest(ordersRoutes.ordersReconciliation, { query: { day } });
  const url = URL.createObjectURL(
    new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'text/csv;charset=utf-8' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = `reconciliation_${day}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const ORDERS_PATH = '/staff/orders';
