import type { Ref, TextareaHTMLAttributes } from 'react';
import { cx } from './cx';
import { FieldShell, type FieldShellProps, fieldStyles } from './field';

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required' | 'children'>,
    Omit<FieldShellProps, 'children'> {
  ref?: Ref<HTMLTextAreaElement> | undefined;
}

/** A multi-line field with the same label, hint and errors as every other field. */
export function TextArea({
  label,
  isRequired,
  hint,
  errors,
  footer,
  extraDescribedBy,
  id,
  className,
  rows = 6,
  ...textAreaProps
}: TextAreaProps) {
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
        <textarea
          {...control}
          rows={rows}
          className={cx(fieldStyles.input, fieldStyles.textArea)}
          {...textAreaProps}
        />
      )}
    </FieldShell>
  );
}
