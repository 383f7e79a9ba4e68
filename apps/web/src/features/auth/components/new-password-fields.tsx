import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { fieldErrorKeys } from '@/lib/forms';
import { PasswordField } from '@/ui/password-field';
import { PASSWORD_RULE_KEYS, PasswordRules } from './password-rules';

interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

/**
 * What the fields use of a form whose schema has `password` and `password_confirmation`. `watch`
 * is narrowed to the one call made: its callback overload admits no form with more fields.
 */
type NewPasswordForm = Pick<UseFormReturn<NewPasswordValues>, 'register' | 'formState'> & {
  watch: (name: 'password') => string | undefined;
};

export interface NewPasswordFieldsProps {
  form: NewPasswordForm;
  passwordLabel: string;
  confirmationLabel: string;
}

/**
 * A new password with its strength rules listed live (spec §5), then its confirmation. The rules
 * speak for themselves, so only the password's other errors are listed under the field.
 */
export function NewPasswordFields({
  form,
  passwordLabel,
  confirmationLabel,
}: NewPasswordFieldsProps) {
  const rulesId = useId();
  const { register, watch, formState } = form;
  const { errors, touchedFields, isSubmitted } = formState;
  const password = watch('password') ?? '';

  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        isRequired
        errors={fieldErrorKeys(errors.password).filter((key) => !PASSWORD_RULE_KEYS.has(key))}
        extraDescribedBy={rulesId}
        footer={
          <PasswordRules
            id={rulesId}
            password={password}
            isChecked={Boolean(touchedFields.password) || isSubmitted}
          />
        }
        {...register('password', {
          deps: touchedFields.password_confirmation ? ['password_confirmation'] : [],
        })}
      />
      <PasswordField
        label={confirmationLabel}
        autoComplete="new-password"
        isRequired
        errors={fieldErrorKeys(errors.password_confirmation)}
        {...register('password_confirmation')}
      />
    </>
  );
}
