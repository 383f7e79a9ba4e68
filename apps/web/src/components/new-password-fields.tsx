import { useId } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldErrorKeys } from '@/lib/forms';
import { PasswordField } from '@/ui/password-field';
import { PASSWORD_RULE_KEYS, PasswordRules } from './password-rules';

export interface NewPasswordFieldsProps<T extends FieldValues> {
  form: Pick<UseFormReturn<T>, 'register' | 'formState' | 'watch'>;
  /** The form's names of the new password and its confirmation. */
  names: { password: Path<T>; confirmation: Path<T> };
  passwordLabel: string;
  confirmationLabel: string;
}

/**
 * A new password with its strength rules listed live (spec §5), then its confirmation: register,
 * reset and change password use it. The rules speak for themselves, so only the password's
 * other errors are listed under the field.
 */
export function NewPasswordFields<T extends FieldValues>({
  form,
  names,
  passwordLabel,
  confirmationLabel,
}: NewPasswordFieldsProps<T>) {
  const rulesId = useId();
  const { register, watch, formState } = form;
  const { errors, touchedFields, isSubmitted } = formState;
  const password = String(watch(names.password) ?? '');
  const touched = touchedFields as Partial<Record<string, boolean>>;
  const fieldError = (name: string) =>
    fieldErrorKeys(errors[name] as Parameters<typeof fieldErrorKeys>[0]);

  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        isRequired
        errors={fieldError(names.password).filter((key) => !PASSWORD_RULE_KEYS.has(key))}
        extraDescribedBy={rulesId}
        footer={
          <PasswordRules
            id={rulesId}
            password={password}
            isChecked={Boolean(touched[names.password]) || isSubmitted}
          />
        }
        {...register(names.password, {
          deps: touched[names.confirmation] ? [names.confirmation] : [],
        })}
      />
      <PasswordField
        label={confirmationLabel}
        autoComplete="new-password"
        isRequired
        errors={fieldError(names.confirmation)}
        {...register(names.confirmation)}
      />
    </>
  );
}
