import type { WebhookEventType } from '@mp/contract/webhooks/constants';

type Underscored<T extends string> = T extends `${infer A}.${infer B}` ? `${A}_${B}` : T;

/** An event type's text key (`payment.completed` -> `payment_completed`: i18next splits on dots). */
export const eventKey = <T extends WebhookEventType>(type: T) =>
  type.replace('.', '_') as Underscored<T>;
