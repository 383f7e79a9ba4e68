import type { WebhooksMessageKey } from './message-keys.ts';

export const webhooksMessagesEs: Record<WebhooksMessageKey, string> = {
  webhook_url_https_required: 'La dirección debe empezar con https://.',
  webhook_url_private:
    'La dirección apunta a una red privada. Usa la dirección pública del sistema del club.',
  webhook_endpoint_limit: 'Ya hay 20 destinos. Desactiva o cambia uno de ellos.',
  webhook_endpoint_created: 'El destino quedó agregado. Copia ahora su secreto de firma.',
  webhook_endpoint_updated: 'El destino quedó guardado.',
  webhook_endpoint_enabled: 'El destino está activo: los eventos nuevos se le envían.',
  webhook_endpoint_disabled: 'El destino está desactivado: ya no se le envían eventos nuevos.',
  webhook_secret_rotated:
    'Se creó un secreto de firma nuevo. Cópialo ahora: el anterior ya no firma.',
  webhook_delivery_resent: 'La entrega se envió de nuevo.',
  webhook_resend_endpoint_disabled:
    'El destino está desactivado. Actívalo para enviar esto de nuevo.',
};
