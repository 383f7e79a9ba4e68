import type { Catalog } from '../../catalog';
import type { consoleShell as en } from '../en/console-shell';

export const consoleShell: Catalog<typeof en> = {
  appName: 'Consola del personal',
  brand: 'Consola del personal de Member Passport',
  nav: {
    label: 'Navegación de la consola',
    home: 'Inicio',
    inbox: 'Bandeja de entrada',
    cannedResponses: 'Respuestas predefinidas',
    reservationRequests: 'Solicitudes de reservación',
    profileReviews: 'Revisiones de perfil',
    memberLookup: 'Búsqueda de socios',
    broadcasts: 'Comunicados',
    orders: 'Pagos',
    accounts: 'Cuentas del personal',
    webhooks: 'Webhooks',
    dataImport: 'Importar datos',
    integrations: 'Claves de API',
    jobs: 'Trabajos fallidos',
    content: 'Contenido',
    audit: 'Registro de auditoría',
  },
  menu: {
    open: 'Abrir el menú',
    close: 'Cerrar el menú',
    account: 'Tu sesión',
    signedInAs: 'Sesión iniciada como {{name}}',
    signOut: 'Cerrar sesión',
    signOutEverywhere: 'Cerrar sesión en todos lados',
    signOutEverywhereOf: 'Cerrar sesión en todos lados: terminar todas las sesiones de esta cuenta',
  },
  role: { agent: 'Agente', supervisor: 'Supervisor', admin: 'Administrador' },
  home: {
    title: 'Hola, {{name}}',
    subtitle: 'Aquí empieza el servicio a los socios.',
    emptyTitle: 'Todavía no hay nada que mostrar',
    emptyText: 'Las pantallas de atención aparecen en la navegación conforme llegan.',
  },
  forbidden: {
    eyebrow: 'Error 403',
    title: 'Esta pantalla no es para tu rol',
    text: 'Pídela a un administrador si la necesitas para tu trabajo.',
    home: 'Ir al inicio de la consola',
  },
  notFound: {
    eyebrow: 'Error 404',
    title: 'Esta página no existe',
    text: 'Puede que el enlace esté incompleto o que la página se haya movido.',
    home: 'Ir al inicio de la consola',
  },
  error: {
    title: 'Algo salió mal',
    text: 'Recarga la página. Si vuelve a pasar, avisa al equipo que administra la consola.',
    reload: 'Recarga la página',
  },
  loadFailed: 'No se pudo cargar.',
};
