import type { AccessMessageKey } from './message-keys.ts';

export const accessMessagesEn: Record<AccessMessageKey, string> = {
  wrong_login_credentials:
    'The email address or password you entered is invalid. Please try again.',
  user_already_exists: 'A user with this email already exists. Please log in.',
  token_invalid: 'This link or code is no longer valid. Please request a new one.',
  verification_code_invalid: 'The verification code is invalid or has expired.',
  email_does_not_exist: 'This email address does not exist.',
  email_already_verified: 'This email address is already verified. Please log in.',
  email_invalid: 'The email address is not valid.',
  account_not_verified:
    'Your account is not verified yet. We have sent you a new activation link; please check your email.',
  account_not_member_id:
    'Your account is not linked to a member ID yet. Please confirm your member ID.',
  activation_link_expired: 'The activation link has expired. Please request a new one.',
  capslock_active: 'Caps Lock is on.',
  logout_success: 'You have signed out successfully.',
  user_exists_external_system:
    "Thank you. If the member ID and last name you gave match the club's records, we will link your membership: when the email address is the one the club has on file, as soon as you verify it; otherwise we send a code to the email on file, which you enter when you log in.",
  account_disabled: 'Your account is disabled. Please contact customer care.',
  new_verification_code:
    'If the address has an account waiting for verification, a new link is on its way.',
  verification_link_expired: 'The verification link has expired. Please request a new one.',
  no_user_with_email: 'There is no user with this email address.',
  captcha_invalid: 'The security check failed. Please try again.',
  member_id_code_sent:
    "If this member ID and your last name match the club's records, we have sent a 6-digit code to the email address the club has on file for that membership. Enter it here to link your membership. No email within a few minutes? Check the member ID, or call customer care so an agent can update the email on file.",
  member_id_code_invalid:
    'This code is not valid or has expired. Check it, or clear the code and continue to get a new one.',
  password_reset_success: 'Your password was changed.',
  email_verified: 'Your email address is verified.',
};
