import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import styles from './field.module.css';

export interface FieldMessagesProps {
  /** Validation keys (contract schema messages), translated here. */
  errors?: readonly string[] | undefined;
  hint?: ReactNode;
}

export interface FieldIds {
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
  isInvalid: boolean;
}

export function fieldIds(id: string, { errors, hint }: FieldMessagesProps): FieldIds {
  const hintId = hint ? `${id}-hint` : undefined;
  const isInvalid = Boolean(errors && errors.length > 0);
  const errorId = isInvalid ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, describedBy, isInvalid };
}

function FieldLabel({
  htmlFor,
  isRequired,
  children,
}: {
  htmlFor: string;
  isRequired?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <label className={styles.label} htmlFor={htmlFor}>
      {children}
      {isRequired && (
        <span className={styles.asterisk} aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!children || !id) return null;
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

export function FieldErrors({
  id,
  errors,
}: {
  id: string | undefined;
  errors?: readonly string[] | undefined;
}) {
  const { t } = useTranslation(['validation', 'messages']);
  if (!id || !errors || errors.length === 0) return null;
  return (
    <ul id={id} className={styles.errors}>
      {errors.map((key) => (
        <li key={key} className={styles.error}>
          <CircleAlert size={14} aria-hidden="true" />
          {/* A form's keys, or a server answer's message key; any other server text as it is. */}
          <span>{t(key as 'required', { ns: ['validation', 'messages'], defaultValue: key })}</span>
        </li>
      ))}
    </ul>
  );
}

/** The id and state wiring a control inside a `FieldShell` spreads onto itself. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldShellProps extends FieldMessagesProps {
  label: ReactNode;
  /** Shows the asterisk and tells assistive technology the field is required. */
  isRequired?: boolean | undefined;
  /** The control's id; generated when not given. */
  id?: string | undefined;
  className?: string | undefined;
  /** Ids of more descriptions (e.g. a rule list in the footer), after the hint and errors. */
  extraDescribedBy?: string | undefined;
  /** Extra content between the hint and the errors (e.g. a live rule list). */
  footer?: ReactNode;
  /** Renders the control, given the props that tie it to the label, hint and errors. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The label, hint and errors around one form control, tied to it by id. */
export function FieldShell({
  label,
  isRequired = false,
  hint,
  errors,
  id: idProp,
  className,
  extraDescribedBy,
  footer,
  children,
}: FieldShellProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const { hintId, errorId, describedBy, isInvalid } = fieldIds(id, { errors, hint });
  return (
    <div className={cx(styles.field, className)}>
      <FieldLabel htmlFor={id} isRequired={isRequired}>
        {label}
      </FieldLabel>
      {children({
        id,
        'aria-invalid': isInvalid || undefined,
        'aria-required': isRequired || undefined,
        'aria-describedby': [describedBy, extraDescribedBy].filter(Boolean).join(' ') || undefined,
      })}
      <FieldHint id={hintId}>{hint}</FieldHint>
      {footer}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}

export { styles as fieldStyles };
