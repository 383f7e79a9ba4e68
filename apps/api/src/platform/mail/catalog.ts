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
    claim_subject: 'Your code to link your membership',
    claim_intro:
      'Someone signing in to Member Passport as {{account}} asked to link membership {{memberId}}, which has this e-mail address on file. If it was you, enter this code on the login page:',
    claim_expiry:
      'The code is valid for {{minutes}} minutes. If it was not you, do not share it: nothing is linked without it, and customer care can help.',
    moved_subject: 'Your membership was linked to another account',
    moved_intro:
      'Membership {{memberId}} was linked to the Member Passport account {{account}} with a code sent to the e-mail address the club has on file. It is no longer linked to the account {{previous}}.',
    moved_note:
      'If you did not expect this, please call customer care right away so an agent can check the membership.',
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
    claim_subject: 'Tu código para vincular tu membresía',
    claim_intro:
      'Alguien que inicia sesión en Member Passport como {{account}} pidió vincular la membresía {{memberId}}, que tiene registrado este correo. Si fuiste tú, ingresa este código en la página de inicio de sesión:',
    claim_expiry:
      'El código es válido durante {{minutes}} minutos. Si no fuiste tú, no lo compartas: sin él no se vincula nada, y atención a socios puede ayudarte.',
    moved_subject: 'Tu membresía se vinculó a otra cuenta',
    moved_intro:
      'La membresía {{memberId}} se vinculó a la cuenta de Member Passport {{account}} con un código enviado al correo que el club tiene registrado. Ya no está vinculada a la cuenta {{previous}}.',
    moved_note:
      'Si no lo esperabas, llama de inmediato a atención a socios para que un agente revise la membresía.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type EmailKey = keyof (typeof emailCatalog)['en'];
