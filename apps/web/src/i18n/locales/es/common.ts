import type { Catalog } from '../../catalog';
import type { common as en } from '../en/common';

export const common: Catalog<typeof en> = {
  appName: 'Member Passport',
  beta: 'Beta',
  loading: 'Cargando…',
  close: 'Cerrar',
  back: 'Regresar',
  tryAgain: 'Intentar de nuevo',
  showPassword: 'Mostrar contraseña',
  unknown: 'desconocido',
  skipToContent: 'Ir al contenido principal',
  requiredNote: 'Los campos marcados con * son obligatorios.',
  opensInNewTab: '(se abre en una pestaña nueva)',
  dateField: {
    choose: 'Elegir la fecha: {{label}}',
    calendar: 'Calendario: {{label}}',
    placeholder: 'DD MMM AAAA',
  },
  language: {
    label: 'Idioma',
    switchTo: 'Switch to English',
    short: { en: 'EN', es: 'ES' },
    name: { en: 'English', es: 'Español' },
  },
  errorPage: {
    title: 'Algo salió mal',
    text: 'Por favor, recarga la página. Si vuelve a pasar, nuestro equipo de Atención a Socios con gusto te ayuda.',
    reload: 'Recargar la página',
  },
  passwordRules: {
    label: 'Tu contraseña necesita',
    met: ' (listo)',
    unmet: ' (pendiente)',
    broken: ' (demasiado larga: acórtala)',
  },
};
