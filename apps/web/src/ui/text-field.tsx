import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cx } from './cx';
import {
  FieldErrors,
  FieldHint,
  FieldLabel,
  type FieldMessagesProps,
  fieldIds,
  fieldStyles,
} from './field';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'required'>,
    FieldMessagesProps {
  label: ReactNode;
  /** Shows the asterisk and tells assistive technology the field is required. */
  isRequired?: boolean;
  /** A control inside the field's right edge (e.g. show/hide password). */
  action?: ReactNode;
  /** Extra content under the field (e.g. a live rule list or a caps-lock warning). */
  footer?: ReactNode;
  /** Ids of more descriptions (e.g. a rule list in the footer). */
  extraDescribedBy?: string | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

export function TextField({
  label,
  isRequired = false,
  hint,
  errors,
  action,
  footer,
  extraDescribedBy,
  id: idProp,
  className,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const { hintId, errorId, describedBy, isInvalid } = fieldIds(id, { errors, hint });
  return (
    <div className={cx(fieldStyles.field, className)}>
      <FieldLabel htmlFor={id} isRequired={isRequired}>
        {label}
      </FieldLabel>
      <div className={fieldStyles.control}>
        <input
          id={id}
          className={cx(fieldStyles.input, action !== undefined && fieldStyles.withAction)}
          aria-invalid={isInvalid || undefined}
          aria-required={isRequired || undefined}
          aria-describedby={[describedBy, extraDescribedBy].filter(Boolean).join(' ') || undefined}
          {...inputProps}
        />
        {action}
      </div>
      <FieldHint id={hintId}>{hint}</FieldHint>
      {footer}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
