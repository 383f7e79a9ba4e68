/** The feature's own pages (console-routes.ts: `webhooks`, `webhooks/deliveries`). */
export const webhooksPaths = {
  endpoints: '/staff/webhooks',
  deliveries: (endpoint?: number) =>
    endpoint ? `/staff/webhooks/deliveries?endpoint=${endpoint}` : '/staff/webhooks/deliveries',
} as const;
