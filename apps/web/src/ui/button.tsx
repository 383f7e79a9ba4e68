import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './button.module.css';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'onDark';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  isBlock?: boolean;
  isLoading?: boolean;
  icon?: ReactNode;
  /** To move focus to the button after an action (React 19 passes refs as props). */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  isBlock = false,
  isLoading = false,
  icon,
  type = 'button',
  className,
  children,
  disabled,
  ...props
}: ButtonProps) {
  const { t } = useTranslation('common');
  return (
    <button
      type={type}
      className={cx(
        styles.button,
        variant !== 'primary' && styles[variant],
        size === 'small' && styles.small,
        isBlock && styles.block,
        className,
      )}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? <span className={styles.spinner} aria-hidden="true" /> : icon}
      {children}
      {isLoading && <span className="visually-hidden">{t('loading')}</span>}
    </button>
  );
}

/** Link styled as a button: the class list is shared so both look identical. */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  options: { isBlock?: boolean; size?: 'medium' | 'small' } = {},
): string {
  return cx(
    styles.button,
    variant !== 'primary' && styles[variant],
    options.size === 'small' && styles.small,
    options.isBlock && styles.block,
  );
}
