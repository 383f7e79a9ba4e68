import type { Catalog } from '../../catalog';
import type { consoleAccounts as en } from '../en/console-accounts';

export const consoleAccounts: Catalog<typeof en> = {
  title: 'Cuentas del personal',
  subtitle: 'Quién puede iniciar sesión en la consola y con qué rol.',
  invite: 'Invitar a una persona',
  inviteOf: 'Invitar a una persona a la consola del personal',
  tableCaption: 'Cuentas del personal',
  /** A language named in the console's language. */
  languageName: { en: 'Inglés', es: 'Español' },
  columns: {
    name: 'Nombre',
    email: 'Correo electrónico',
    role: 'Rol',
    language: 'Idioma',
    status: 'Estado',
    created: 'Creada',
    actions: 'Acciones',
  },
  status: { invited: 'Invitada', active: 'Activa', disabled: 'Desactivada' },
  notEnrolled: 'Sin app de autenticación',
  disable: 'Desactivar',
  disableOf: 'Desactivar a {{name}}',
  enable: 'Activar',
  enableOf: 'Activar a {{name}}',
  you: '(tú)',
  disabled: 'La cuenta de {{name}} está desactivada y sus sesiones terminaron.',
  enabled: 'La cuenta de {{name}} está activa.',
  emptyTitle: 'Todavía no hay cuentas del personal',
  emptyText: 'Invita a la primera persona del equipo.',
  confirmDisable: {
    title: '¿Desactivar a {{name}}?',
    text: 'Sus sesiones terminan en este momento y no podrá iniciar sesión hasta que un administrador vuelva a activar la cuenta.',
    confirm: 'Desactivar la cuenta',
    cancel: 'Cancelar',
  },
  form: {
    title: 'Invitar a una persona',
    text: 'Recibirá un correo, en el idioma que elijas, con un enlace para crear su contraseña. El enlace funciona una vez, durante 72 horas.',
    name: 'Nombre completo',
    email: 'Correo electrónico',
    role: 'Rol',
    language: 'Idioma del correo y de la consola',
    submit: 'Enviar la invitación',
    cancel: 'Cancelar',
  },
};
