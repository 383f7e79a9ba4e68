import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import { cx } from './cx';
import {
  FieldErrors,
  FieldHint,
  FieldLabel,
  type FieldMessagesProps,
  fieldIds,
  fieldStyles,
} from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'>,
    FieldMessagesProps {
  label: ReactNode;
  options: readonly SelectOption[];
  placeholder?: string;
  isRequired?: boolean;
  ref?: Ref<HTMLSelectElement> | undefined;
}

export function Select({
  label,
  options,
  placeholder,
  isRequired = false,
  hint,
  errors,
  id: idProp,
  className,
  ...selectProps
}: SelectProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const { hintId, errorId, describedBy, isInvalid } = fieldIds(id, { errors, hint });
  return (
    <div className={cx(fieldStyles.field, className)}>
      <FieldLabel htmlFor={id} isRequired={isRequired}>
        {label}
      </FieldLabel>
      <select
        id={id}
        className={cx(fieldStyles.input, fieldStyles.select)}
        aria-invalid={isInvalid || undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy}
        {...selectProps}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
