import type { Catalog } from '../../catalog';
import type { dashboard as en } from '../en/dashboard';

export const dashboard: Catalog<typeof en> = {
  title: 'Panel',
  welcome: {
    eyebrow: 'Tu Member Passport',
    title: 'Te damos la bienvenida, {{name}}',
    titleNoName: 'Te damos la bienvenida',
    text: 'Tus semanas bajo el sol, tus contratos y tus mensajes, todo en un solo lugar.',
  },
  membership: {
    title: 'Tu membresía',
    memberId: 'Número de socio',
    email: 'Correo electrónico',
    resort: 'Resort de origen',
    resortLogo: 'Logotipo de {{resort}}',
    notProvided: 'Sin registrar',
  },
  stats: {
    title: 'De un vistazo',
    contracts: 'Contratos vacacionales',
    unread: 'Mensajes sin leer',
    payments: 'Pagos pendientes',
  },
  loading: 'Cargando tu membresía…',
  error: {
    title: 'No pudimos cargar tu membresía',
    text: 'Por favor revisa tu conexión e inténtalo de nuevo.',
    retry: 'Intentar de nuevo',
  },
};
