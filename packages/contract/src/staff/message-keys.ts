/** The staff console's notification and error keys (issue 21). */
export const STAFF_MESSAGE_KEYS = [
  'csrf_token_invalid',
  'staff_credentials_invalid',
  'staff_account_disabled',
  'staff_password_not_set',
  'staff_code_invalid',
  'staff_code_used',
  'staff_recovery_code_invalid',
  'staff_already_enrolled',
  'staff_not_enrolled',
  'staff_email_taken',
  'staff_cannot_disable_self',
  'staff_setup_link_invalid',
  'staff_password_set',
  'staff_signed_out',
  'staff_signed_out_everywhere',
  'staff_invitation_sent',
  'staff_session_expired',
] as const;
export type StaffMessageKey = (typeof STAFF_MESSAGE_KEYS)[number];
