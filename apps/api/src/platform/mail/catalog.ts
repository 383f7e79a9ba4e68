import type { Language } from '@mp/contract/constants';

/** E-mail texts by key; {{name}} placeholders are filled (and HTML-escaped) by the renderer. */
export const emailCatalog = {
  en: {
    brand: 'Member Passport',
    greeting: 'Hello {{name}},',
    signature: 'Warm regards,\nThe Member Care team',
    footer:
      'You receive this e-mail because of your Member Passport account. Customer care: Monday to Friday 9 AM-8 PM CST, Saturday 9 AM-6 PM CST.',
    ignore: 'If you did not ask for this, you can ignore this e-mail: nothing changes.',
    verify_subject: 'Confirm your e-mail address',
    verify_intro:
      'Welcome to Member Passport. Please confirm your e-mail address to activate your account.',
    verify_action: 'Confirm my e-mail',
    verify_expiry: 'This link is valid for {{minutes}} minutes.',
    verify_resent_subject: 'Your new verification link',
    verify_resent_intro:
      'Here is a new link to confirm your e-mail address and activate your account.',
    already_verified_subject: 'Your e-mail address is already verified',
    already_verified_intro:
      'Someone asked for a new verification link for this address, but it is already verified. You can sign in now.',
    already_verified_action: 'Sign in',
    reset_subject: 'Your password reset code',
    reset_intro: 'Use this code to choose a new password for your Member Passport account:',
    reset_action: 'Choose a new password',
    reset_expiry: 'The code is valid for {{minutes}} minutes and can be used once.',
  },
  es: {
    brand: 'Member Passport',
    greeting: 'Hola {{name}}:',
    signature: 'Saludos cordiales,\nEl equipo de Atención a Socios',
    footer:
      'Recibes este correo por tu cuenta de Member Passport. Atención a socios: lunes a viernes de 9 AM a 8 PM CST, sábado de 9 AM a 6 PM CST.',
    ignore: 'Si no lo solicitaste, puedes ignorar este correo: nada cambiará.',
    verify_subject: 'Confirma tu correo electrónico',
    verify_intro:
      'Te damos la bienvenida a Member Passport. Confirma tu correo electrónico para activar tu cuenta.',
    verify_action: 'Confirmar mi correo',
    verify_expiry: 'Este enlace es válido durante {{minutes}} minutos.',
    verify_resent_subject: 'Tu nuevo enlace de verificación',
    verify_resent_intro:
      'Aquí tienes un nuevo enlace para confirmar tu correo y activar tu cuenta.',
    already_verified_subject: 'Tu correo electrónico ya está verificado',
    already_verified_intro:
      'Alguien pidió un nuevo enlace de verificación para esta dirección, pero ya está verificada. Ya puedes iniciar sesión.',
    already_verified_action: 'Iniciar sesión',
    reset_subject: 'Tu código para restablecer la contraseña',
    reset_intro:
      'Usa este código para elegir una nueva contraseña para tu cuenta de Member Passport:',
    reset_action: 'Elegir una nueva contraseña',
    reset_expiry: 'El código es válido durante {{minutes}} minutos y solo se puede usar una vez.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type EmailKey = keyof (typeof emailCatalog)['en'];
