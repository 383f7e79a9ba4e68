import type { Catalog } from '../../catalog';
import type { consoleJobs as en } from '../en/console-jobs';

export const consoleJobs: Catalog<typeof en> = {
  title: 'Trabajos fallidos',
  subtitle:
    'Tareas en segundo plano que fallaron tras su último reintento: correos, avisos masivos, webhooks, recibos de pago. Reintenta un trabajo cuando su causa esté resuelta.',
  loading: 'Cargando los trabajos fallidos',
  listLabel: 'Trabajos fallidos',
  emptyTitle: 'Nada ha fallado',
  emptyText: 'Todas las tareas en segundo plano se ejecutaron o se siguen reintentando solas.',
  count_one: '{{count}} trabajo fallido',
  count_other: '{{count}} trabajos fallidos',
  countOf: 'Los {{count}} trabajos fallidos más recientes de {{total}}',
  queues: {
    mail_send: 'Correo electrónico',
    broadcast_deliver: 'Aviso masivo',
    webhook_deliver: 'Envío de webhook',
    payments_receipt: 'Recibo de pago',
  },
  attempts: 'Ejecuciones',
  runs_one: '{{count}} ejecución',
  runs_other: '{{count}} ejecuciones',
  failedAt: 'Falló',
  createdAt: 'Creado',
  lastError: 'Último error',
  noError: 'Sin mensaje',
  retry: 'Reintentar',
  retryOf: 'Reintentar el trabajo {{queue}}: {{summary}}',
};
