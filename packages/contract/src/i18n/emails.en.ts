/** What every e-mail says around its content: brand, greeting, signature, footer. */
export const emailLayoutEn = {
  brand: 'Member Passport',
  greeting: 'Hello {{name}},',
  signature: 'Warm regards,\nThe Member Care team',
  footer:
    'You receive this e-mail because of your Member Passport account. Customer care: Monday to Friday 9 AM-8 PM CST, Saturday 9 AM-6 PM CST.',
  ignore: 'If you did not ask for this, you can ignore this e-mail: nothing changes.',
} as const;
export type EmailLayoutKey = keyof typeof emailLayoutEn;
