import type { StaffEmailKey } from './emails.en.ts';

export const staffEmailsEs: Record<StaffEmailKey, string> = {
  invite_subject: 'Tu cuenta del personal en Member Passport',
  invite_intro:
    '{{inviter}} creó una cuenta del personal para ti en la consola de Member Passport ({{email}}, rol: {{role}}). Elige tu contraseña para empezar; la primera vez que inicies sesión configurarás una aplicación de autenticación.',
  invite_action: 'Elegir mi contraseña',
  invite_expiry: 'Este enlace es válido durante {{hours}} horas y solo se puede usar una vez.',
  role_agent: 'agente',
  role_supervisor: 'supervisor',
  role_admin: 'administrador',
};
