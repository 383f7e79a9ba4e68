import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';

/** Spec §5: the special characters a password may use to satisfy the "special" rule. */
export const PASSWORD_SPECIAL_CHARACTERS = `@$!%*#?&()[]{}_-+=."';:<>`;

export type PasswordRuleKey =
  | 'password_min'
  | 'password_max'
  | 'password_uppercase'
  | 'password_lowercase'
  | 'password_digit'
  | 'password_special';

/** Each strength rule with its own message key, in the order a member reads them. */
export const PASSWORD_RULES: ReadonlyArray<{ key: PasswordRuleKey; test: (p: string) => boolean }> =
  [
    { key: 'password_min', test: (p) => p.length >= PASSWORD_MIN_LENGTH },
    { key: 'password_max', test: (p) => p.length <= PASSWORD_MAX_LENGTH },
    { key: 'password_uppercase', test: (p) => /\p{Lu}/u.test(p) },
    { key: 'password_lowercase', test: (p) => /\p{Ll}/u.test(p) },
    { key: 'password_digit', test: (p) => /\d/.test(p) },
    {
      key: 'password_special',
      test: (p) => [...p].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)),
    },
  ];

export function failedPasswordRules(password: string): PasswordRuleKey[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.key);
}
