import type { Ref, SelectHTMLAttributes } from 'react';
import { cx } from './cx';
import { FieldShell, type FieldShellProps, fieldStyles } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required' | 'children'>,
    Omit<FieldShellProps, 'children' | 'extraDescribedBy' | 'footer'> {
  options: readonly SelectOption[];
  placeholder?: string;
  ref?: Ref<HTMLSelectElement> | undefined;
}

export function Select({
  label,
  options,
  placeholder,
  isRequired,
  hint,
  errors,
  id,
  className,
  ...selectProps
}: SelectProps) {
  return (
    <FieldShell
      label={label}
      isRequired={isRequired}
      hint={hint}
      errors={errors}
      id={id}
      className={className}
    >
      {(control) => (
        <select {...control} className={cx(fieldStyles.input, fieldStyles.select)} {...selectProps}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
