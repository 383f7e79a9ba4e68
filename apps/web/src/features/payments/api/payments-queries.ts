import { IDEMPOTENCY_HEADER, ORDER_STATUS } from '@mp/contract/payments/constants';
import { paymentsRoutes } from '@mp/contract/payments/routes';
import type { PaymentBody } from '@mp/contract/payments/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';

/** Query keys of the payments area: paying invalidates the contracts (and the profile's badge). */
export const paymentsKeys = {
  contracts: ['user-contracts'] as const,
  cards: ['credit-cards'] as const,
  payment: (orderId: number) => ['payment', orderId] as const,
};

/** The member's contracts with their due items and payments, and the payments flag. */
export const userContractsQueryOptions = () =>
  queryOptions({
    queryKey: paymentsKeys.contracts,
    queryFn: async () => (await apiRequest(paymentsRoutes.userContracts)).data,
    staleTime: 30_000,
  });

/**
 * Spec §7: the order's invoice, saved by the browser as `invoice_<timestamp>.pdf`. The bytes come
 * through the one client (bearer token, language), then a temporary object URL hands them over.
 */
export async function downloadInvoice(orderId: number): Promise<void> {
  const bytes = await apiRequest(paymentsRoutes.downloadInvoice, { params: { order: orderId } });
  // The client made these bytes from an ArrayBuffer (never a shared one).
  const url = URL.createObjectURL(
    new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = `invoice_${Date.now()}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The member's active saved cards for the card picker (the default first). */
export const creditCardsQueryOptions = () =>
  queryOptions({
    queryKey: paymentsKeys.cards,
    queryFn: async () =>
      (await apiRequest(paymentsRoutes.creditCards, { query: { per_page: 1000 } })).data.data,
    staleTime: 5 * 60_000,
  });

/**
 * Spec §4 "Paying" 1: the order with a saved card. One key per attempt (made when the CVV dialog
 * opens) goes with every send of it, so a retry after a lost answer is charged once. A payment
 * changes contracts, history and the profile's badge: every query is refreshed.
 */
export function usePay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, attempt }: { body: PaymentBody; attempt: string }) =>
      apiRequest(paymentsRoutes.pay, { body }, { headers: { [IDEMPOTENCY_HEADER]: attempt } }),
    // Not awaited: the success page opens at once and the lists refresh behind it.
    onSettled: () => {
      void queryClient.invalidateQueries();
    },
  });
}

/**
 * An order whose outcome is still coming: a hosted checkout not finished yet, or one we are
 * confirming with the provider (decision "Payment result pages"). A review may take days.
 */
const STILL_COMING: readonly number[] = [ORDER_STATUS.pending, ORDER_STATUS.unconfirmed];
const LOOK_AGAIN_MS = 5_000;

/**
 * One of the member's orders for the result page; another member's or an unknown one is a 404.
 * While its outcome is still coming the page looks again every few seconds.
 */
export const paymentStatusQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: paymentsKeys.payment(orderId),
    queryFn: async () =>
      (await apiRequest(paymentsRoutes.paymentStatus, { params: { order: orderId } })).data.data,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data && STILL_COMING.includes(query.state.data.status) ? LOOK_AGAIN_MS : false,
  });

/**
 * Gives up an unfinished hosted checkout (decision "Payments in progress"): its items are offered
 * again at once, so the contracts (and the profile's badge) are refreshed, answer or not: a 409
 * means the payment moved on meanwhile, and the fresh list shows where it is.
 */
export function useCancelPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) =>
      apiRequest(paymentsRoutes.cancelPayment, { params: { order: orderId } }).then(
        (answer) => answer.data.data,
      ),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
