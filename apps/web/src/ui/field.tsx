import { TEXT_MAX_LENGTH } from '@mp/contract/constants';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

export function FieldLabel({
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

export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
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
  const { t } = useTranslation('validation');
  if (!id || !errors || errors.length === 0) return null;
  return (
    <ul id={id} className={styles.errors}>
      {errors.map((key) => (
        <li key={key} className={styles.error}>
          <CircleAlert size={14} aria-hidden="true" />
          {/* Keys the catalogue does not know (a server text) are shown as they are. */}
          <span>{t(key as 'required', { max: TEXT_MAX_LENGTH, defaultValue: key })}</span>
        </li>
      ))}
    </ul>
  );
}

export { styles as fieldStyles };
