import type { EmailLayoutKey } from './emails.en.ts';

export const emailLayoutEs: Record<EmailLayoutKey, string> = {
  brand: 'Member Passport',
  greeting: 'Hola {{name}}:',
  signature: 'Saludos cordiales,\nEl equipo de Atención a Socios',
  footer:
    'Recibes este correo por tu cuenta de Member Passport. Atención a socios: lunes a viernes de 9 AM a 8 PM CST, sábado de 9 AM a 6 PM CST.',
  ignore: 'Si no lo solicitaste, puedes ignorar este correo: nada cambiará.',
};
