import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cx } from './cx';
import { FieldErrors, type FieldMessagesProps, fieldIds, fieldStyles } from './field';

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'>,
    Omit<FieldMessagesProps, 'hint'> {
  label: ReactNode;
  isRequired?: boolean;
  ref?: Ref<HTMLInputElement> | undefined;
}

export function Checkbox({
  label,
  isRequired = false,
  errors,
  id: idProp,
  className,
  ...inputProps
}: CheckboxProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const { errorId, describedBy, isInvalid } = fieldIds(id, { errors });
  return (
    <div className={cx(fieldStyles.field, className)}>
      <div className={fieldStyles.check}>
        <input
          id={id}
          type="checkbox"
          className={fieldStyles.checkInput}
          aria-invalid={isInvalid || undefined}
          aria-required={isRequired || undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
        <label htmlFor={id}>
          {label}
          {isRequired && (
            <span className={fieldStyles.asterisk} aria-hidden="true">
              *
            </span>
          )}
        </label>
      </div>
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
