import type { StaffMessageKey } from './message-keys.ts';

export const staffMessagesEn: Record<StaffMessageKey, string> = {
  csrf_token_invalid: 'This page is out of date. Reload it and try again.',
  staff_credentials_invalid: 'The e-mail or password is incorrect.',
  staff_account_disabled: 'This staff account is disabled. Ask an administrator to enable it.',
  staff_password_not_set:
    'This account has no password yet. Use the link in your invitation, or ask an administrator for a new one.',
  staff_code_invalid: 'The code is incorrect. Check your authenticator app and try again.',
  staff_code_used: 'This code was already used. Wait for the next one and try again.',
  staff_recovery_code_invalid: 'The recovery code is incorrect or was already used.',
  staff_already_enrolled: 'This account already has an authenticator app.',
  staff_not_enrolled: 'Set up your authenticator app first.',
  staff_email_taken: 'A staff account with this e-mail address already exists.',
  staff_cannot_disable_self: 'You cannot disable your own account.',
  staff_setup_link_invalid:
    'This link is no longer valid: it was used or it expired. Ask an administrator for a new one.',
  staff_password_set: 'Your password is set. Sign in to continue.',
  staff_signed_out: 'You signed out.',
  staff_signed_out_everywhere: 'You signed out on every device.',
  staff_invitation_sent: 'The invitation was sent.',
  staff_session_expired: 'Your session ended. Sign in again.',
  staff_passkey_invalid:
    'This passkey was not accepted. Try again, or use a code from your authenticator app.',
  staff_passkey_challenge_invalid: 'The passkey request expired or was already used. Try again.',
  staff_passkey_none: 'This account has no passkey yet. Use a code from your authenticator app.',
  staff_passkey_taken: 'This passkey is already registered.',
  staff_passkey_limit: 'You have the most passkeys an account may keep. Remove one first.',
  staff_already_signed_in: 'You are already signed in.',
  staff_passkey_added: 'Your passkey was added.',
  staff_passkey_removed: 'The passkey was removed.',
  staff_passkey_renamed: 'The passkey was renamed.',
};
