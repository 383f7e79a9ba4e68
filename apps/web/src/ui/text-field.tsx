import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './cx';
import { FieldShell, type FieldShellProps, fieldStyles } from './field';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'children'>,
    Omit<FieldShellProps, 'children'> {
  /** A control inside the field's right edge (e.g. show/hide password). */
  action?: ReactNode;
  ref?: Ref<HTMLInputElement> | undefined;
}

export function TextField({
  label,
  isRequired,
  hint,
  errors,
  action,
  footer,
  extraDescribedBy,
  id,
  className,
  ...inputProps
}: TextFieldProps) {
  return (
    <FieldShell
      label={label}
      isRequired={isRequired}
      hint={hint}
      errors={errors}
      id={id}
      className={className}
      extraDescribedBy={extraDescribedBy}
      footer={footer}
    >
      {(control) => (
        <div className={fieldStyles.control}>
          <input
            {...control}
            className={cx(fieldStyles.input, action !== undefined && fieldStyles.withAction)}
            {...inputProps}
          />
          {action}
        </div>
      )}
    </FieldShell>
  );
}
