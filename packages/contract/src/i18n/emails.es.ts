import type { EmailLayoutKey } from './emails.en.ts';

export const emailLayoutEs: Record<EmailLayoutKey, string> = {
  brand: 'Member Passport',
  greeting: 'Hola, {{name}}:',
  signature: 'Saludos cordiales,\nEl equipo de Atención a Socios',
  footer:
    'Recibes este correo porque tienes una cuenta en Member Passport. Atención a Socios: lunes a viernes de 9:00 a 20:00 h y sábados de 9:00 a 18:00 h (hora del centro de México).',
  ignore: 'Si no lo solicitaste, puedes ignorar este correo: nada cambiará.',
};
