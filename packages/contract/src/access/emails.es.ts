import type { AccessEmailKey } from './emails.en.ts';

export const accessEmailsEs: Record<AccessEmailKey, string> = {
  verify_subject: 'Confirma tu correo electrónico',
  verify_intro:
    'Te damos la bienvenida a Member Passport. Confirma tu correo electrónico para activar tu cuenta.',
  verify_action: 'Confirmar mi correo',
  verify_expiry: 'Este enlace es válido durante {{minutes}} minutos.',
  verify_resent_subject: 'Tu nuevo enlace de verificación',
  verify_resent_intro: 'Aquí tienes un nuevo enlace para confirmar tu correo y activar tu cuenta.',
  already_verified_subject: 'Tu correo electrónico ya está verificado',
  already_verified_intro:
    'Alguien pidió un nuevo enlace de verificación para este correo, pero ya está verificado. Ya puedes iniciar sesión.',
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
    'El código es válido durante {{minutes}} minutos. Si no fuiste tú, no lo compartas: sin él no se vincula nada, y Atención a Socios puede ayudarte.',
  moved_subject: 'Tu membresía se vinculó a otra cuenta',
  moved_intro:
    'La membresía {{memberId}} se vinculó a la cuenta de Member Passport {{account}} con un código enviado al correo que el club tiene registrado. Ya no está vinculada a la cuenta {{previous}}.',
  moved_note:
    'Si no lo esperabas, llama de inmediato a Atención a Socios para que un agente revise la membresía.',
};
