/** The access area's e-mails ({{name}}-style placeholders are filled by the renderer). */
export const accessEmailsEn = {
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
} as const;
export type AccessEmailKey = keyof typeof accessEmailsEn;
