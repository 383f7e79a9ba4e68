import type { Catalog } from '../../catalog';
import type { reference as en } from '../en/reference';

export const reference: Catalog<typeof en> = {
  faq: {
    title: 'Preguntas frecuentes',
    subtitle: 'Respuestas sobre tu membresía, tus pagos, tus estancias y tu cuenta.',
    loading: 'Cargando las preguntas…',
    errorTitle: 'No pudimos cargar las preguntas',
    errorText: 'Revisa tu conexión e inténtalo de nuevo.',
    retry: 'Intentar de nuevo',
    emptyTitle: 'Aún no hay preguntas',
    emptyText: 'Nuestro equipo está preparando respuestas a las preguntas más comunes.',
  },
};
