import { LANGUAGES } from '@mp/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { useLanguageChange } from '@/lib/language-change';
import { cx } from '@/ui/cx';
import styles from './language-switch.module.css';

export function LanguageSwitch({
  tone = 'light',
  className,
}: {
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const onLanguageChange = useLanguageChange();
  const [isChanging, setIsChanging] = useState(false);

  return (
    <fieldset className={cx(styles.switch, tone === 'dark' && styles.onDark, className)}>
      <legend className="visually-hidden">{t('language.label')}</legend>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className={styles.option}
          aria-pressed={option === language}
          aria-label={t(`language.name.${option}`)}
          disabled={isChanging}
          onClick={async () => {
            if (option === language) return;
            setIsChanging(true);
            try {
              await onLanguageChange(option);
            } finally {
              setIsChanging(false);
            }
          }}
        >
          {t(`language.short.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}
