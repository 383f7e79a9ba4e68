import { Eye, EyeOff, TriangleAlert } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldStyles } from './field';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'action'>;

export function PasswordField({
  onKeyDown,
  onKeyUp,
  onBlur,
  footer,
  ...props
}: PasswordFieldProps) {
  const { t } = useTranslation(['common', 'messages']);
  const [isVisible, setIsVisible] = useState(false);
  const [isCapsLockOn, setIsCapsLockOn] = useState(false);
  const capsId = useId();

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // getModifierState is missing on some synthetic events (autofill): treat as unknown, not on.
    setIsCapsLockOn(event.getModifierState?.('CapsLock') ?? false);
  };

  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      onKeyDown={(event) => {
        onKey(event);
        onKeyDown?.(event);
      }}
      onKeyUp={(event) => {
        onKey(event);
        onKeyUp?.(event);
      }}
      onBlur={(event) => {
        setIsCapsLockOn(false);
        onBlur?.(event);
      }}
      action={
        <button
          type="button"
          className={fieldStyles.action}
          aria-pressed={isVisible}
          aria-label={t('common:showPassword')}
          onClick={() => setIsVisible((visible) => !visible)}
        >
          {isVisible ? (
            <EyeOff size={20} aria-hidden="true" />
          ) : (
            <Eye size={20} aria-hidden="true" />
          )}
        </button>
      }
      footer={
        <>
          <div id={capsId} aria-live="polite">
            {isCapsLockOn && (
              <p className={fieldStyles.capsLock}>
                <TriangleAlert size={14} aria-hidden="true" />
                {t('messages:capslock_active')}
              </p>
            )}
          </div>
          {footer}
        </>
      }
    />
  );
}
