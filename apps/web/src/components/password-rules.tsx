import { PASSWORD_RULES, type PasswordRuleKey } from '@mp/contract/access/password';
import { Check, Circle, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/ui/cx';
import styles from './password-rules.module.css';

export const PASSWORD_RULE_KEYS: ReadonlySet<string> = new Set(
  PASSWORD_RULES.map((rule) => rule.key),
);

/** The maximum is only worth mentioning once it is broken. */
const ALWAYS_SHOWN: readonly PasswordRuleKey[] = [
  'password_min',
  'password_uppercase',
  'password_lowercase',
  'password_digit',
  'password_special',
];

/**
 * Spec §5: each strength rule has its own message. Listed live as the member types, each marked
 * met or not, so nobody has to guess what is missing.
 */
export function PasswordRules({
  id,
  password,
  isChecked,
}: {
  id: string;
  password: string;
  isChecked: boolean;
}) {
  const { t } = useTranslation(['common', 'validation']);
  const rules = PASSWORD_RULES.filter(
    (rule) => ALWAYS_SHOWN.includes(rule.key) || !rule.test(password),
  );
  return (
    <div id={id}>
      <ul className={styles.rules} aria-label={t('common:passwordRules.label')}>
        {rules.map((rule) => {
          const isMet = password.length > 0 && rule.test(password);
          // The maximum is listed only once broken: "still needed" would not make sense there.
          const isBroken = !isMet && !ALWAYS_SHOWN.includes(rule.key);
          const Icon = isMet ? Check : isChecked || isBroken ? X : Circle;
          const status = isMet ? 'met' : isBroken ? 'broken' : 'unmet';
          return (
            <li
              key={rule.key}
              className={cx(
                styles.rule,
                isMet && styles.ruleMet,
                !isMet && (isChecked || isBroken) && styles.ruleFailed,
              )}
              data-met={isMet}
            >
              <Icon size={14} aria-hidden="true" />
              <span>
                {t(`validation:${rule.key}`)}
                <span className="visually-hidden">{t(`common:passwordRules.${status}`)}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
