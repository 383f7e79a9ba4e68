import type { BroadcastsMessageKey } from './message-keys.ts';

export const broadcastsMessagesEs: Record<BroadcastsMessageKey, string> = {
  broadcast_sent: 'El envío va en camino a los socios del segmento.',
  broadcast_scheduled: 'El envío quedó programado.',
  broadcast_cancelled: 'El envío quedó cancelado: nadie lo recibirá.',
  broadcast_not_scheduled:
    'Este envío ya no está programado: empezó a enviarse o se canceló. Recarga la página para verlo.',
  reply_not_offered:
    'Los avisos y los mensajes promocionales no admiten respuesta. Escríbenos desde Contáctanos.',
};
