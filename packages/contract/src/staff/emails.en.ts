/** The staff area's e-mails ({{name}}-style placeholders are filled by the renderer). */
export const staffEmailsEn = {
  invite_subject: 'Your Member Passport staff account',
  invite_intro:
    '{{inviter}} created a staff account for you on the Member Passport console ({{email}}, role: {{role}}). Choose your password to start; at your first sign-in you will set up an authenticator app.',
  invite_action: 'Choose my password',
  invite_expiry: 'This link is valid for {{hours}} hours and can be used once.',
  role_agent: 'agent',
  role_supervisor: 'supervisor',
  role_admin: 'administrator',
} as const;
export type StaffEmailKey = keyof typeof staffEmailsEn;
