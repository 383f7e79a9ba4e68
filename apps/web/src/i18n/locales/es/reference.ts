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
  about: {
    title: 'Acerca de Member Passport',
    subtitle: 'Todo lo que te da tu membresía, en un solo lugar, todos los días del año.',
    itemsTitle: 'Lo que puedes hacer',
    items: {
      weeks: {
        title: 'Consulta tus semanas',
        text: 'Semanas totales, usadas y disponibles de cada contrato.',
      },
      pay: {
        title: 'Paga en línea',
        text: 'Mensualidades, enganches y cuotas con una tarjeta guardada o nueva.',
      },
      invoices: {
        title: 'Descarga tus comprobantes',
        text: 'Un comprobante de pago en PDF por cada pago, cuando lo necesites.',
      },
      reserve: {
        title: 'Solicita una estancia',
        text: 'Elige destino, fechas y huéspedes; confirmamos en menos de 24 horas.',
      },
      exchanges: {
        title: 'Empresas de intercambio',
        text: 'Tus empresas de intercambio, a un clic.',
      },
      benefits: {
        title: 'Beneficios del club',
        text: 'Ofertas y experiencias para socios en cada destino.',
      },
      messages: {
        title: 'Habla con Atención a Socios',
        text: 'Mensajes y respuestas en tu propio centro de mensajes.',
      },
      anywhere: {
        title: 'Donde sea, cualquier día',
        text: 'En español o inglés, en tu teléfono o computadora, las 24 horas.',
      },
    },
    videoTitle: 'Cómo funciona',
    videoLabel: 'Video: cómo funciona Member Passport',
  },
};
