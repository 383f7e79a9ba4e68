import { paymentsRoutes } from '@mp/contract/payments/routes';
import type {
  CardCheckoutBody,
  CreditCardUpdate,
  HostedCheckout,
  PaymentCheckoutBody,
} from '@mp/contract/payments/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '@/api/client';
import { paymentsKeys } from './payments-queries';

/**
 * money-and-stays §4 "Paying" 2 and "Card lifecycle": the server signs the provider's checkout
 * fields (the secret stays there); the browser posts them to the provider's page, where the card
 * is typed. The provider sends the member back to a result route.
 *
 * `onBlocked` runs if the browser refuses the post under the page's Content-Security-Policy
 * (`form-action`: the portal opened at another address than its PUBLIC_URL, or a provider host
 * the policy does not name): the browser then stays on the page and says nothing to the member.
 */
export function postToProvider(checkout: HostedCheckout, onBlocked: () => void): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = checkout.url;
  form.hidden = true;
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  const blocked = (event: SecurityPolicyViolationEvent) => {
    if (event.effectiveDirective !== 'form-action') return;
    document.removeEventListener('securitypolicyviolation', blocked);
    form.remove();
    onBlocked();
  };
  document.addEventListener('securitypolicyviolation', blocked);
  document.body.append(form);
  form.submit();
}

export function useStartPaymentCheckout() {
  return useMutation({
    mutationFn: (body: PaymentCheckoutBody) =>
      apiRequest(paymentsRoutes.paymentCheckout, { body }).then((answer) => answer.data),
  });
}

export function useStartCardCheckout() {
  return useMutation({
    mutationFn: (body: CardCheckoutBody) =>
      apiRequest(paymentsRoutes.cardCheckout, { body }).then((answer) => answer.data),
  });
}

/** Spec §4: making a card the default or removing it reloads the list. */
export function useUpdateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CreditCardUpdate }) =>
      apiRequest(paymentsRoutes.updateCreditCard, { params: { credit_card: id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.cards }),
  });
}

const FINGERPRINT_KEY = 'mp.deviceFingerprint';

/**
 * PAYMENTS.md "Device fingerprint": one id per browser session ([A-Za-z0-9_-], at most 88), sent
 * with every hosted checkout as device_fingerprint_id.
 */
export function deviceFingerprintId(): string {
  let id = sessionStorage.getItem(FINGERPRINT_KEY);
  if (!id) {
    id = crypto.randomUUID().replace(/-/g, '');
    sessionStorage.setItem(FINGERPRINT_KEY, id);
  }
  return id;
}

/**
 * Loads the fraud screen's tag once per session when the server names an organisation id, with
 * session_id = merchant id + the fingerprint id. Without one, only the id is made and sent.
 */
export function useDeviceFingerprint(settings: { org_id: string; merchant_id: string } | null) {
  const orgId = settings?.org_id;
  const merchantId = settings?.merchant_id;
  useEffect(() => {
    if (!orgId || merchantId === undefined) return;
    const id = `mp-fingerprint-${orgId}`;
    if (document.getElementById(id)) return;
    const script = document.createElement('script');
    script.id = id;
    script.async = true;
    script.src = `https://h.online-metrix.net/fp/tags.js?org_id=${encodeURIComponent(orgId)}&session_id=${encodeURIComponent(merchantId + deviceFingerprintId())}`;
    document.head.append(script);
  }, [orgId, merchantId]);
}
