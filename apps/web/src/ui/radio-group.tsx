import { type ReactNode, useId } from 'react';
import { FieldErrors, type FieldMessagesProps, fieldIds, fieldStyles } from './field';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
}

export interface RadioGroupProps<V extends string> extends Omit<FieldMessagesProps, 'hint'> {
  legend: ReactNode;
  name: string;
  value: V | undefined;
  options: readonly RadioOption<V>[];
  onChange: (value: V) => void;
}

export function RadioGroup<V extends string>({
  legend,
  name,
  value,
  options,
  errors,
  onChange,
}: RadioGroupProps<V>) {
  const id = useId();
  const { errorId, describedBy, isInvalid } = fieldIds(id, { errors });
  return (
    <fieldset
      className={fieldStyles.fieldset}
      aria-describedby={describedBy}
      aria-invalid={isInvalid || undefined}
    >
      <legend className={fieldStyles.label}>{legend}</legend>
      <div className={fieldStyles.radios}>
        {options.map((option) => (
          <label key={option.value} className={fieldStyles.radio}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldErrors id={errorId} errors={errors} />
    </fieldset>
  );
}
