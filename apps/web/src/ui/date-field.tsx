import { formatDayMonth, formatDayMonthYear } from '@mp/contract/i18n/dates';
import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { useMediaQuery } from '@/lib/media';
import styles from './date-field.module.css';
import type { FieldMessagesProps } from './field';
import { Modal } from './modal';
import { Skeleton } from './skeleton';
import { TextField } from './text-field';

const Calendar = lazy(() => import('./calendar'));

export interface DateFieldProps extends FieldMessagesProps {
  label: string;
  /** YYYY-MM-DD, or '' for none yet. */
  value: string;
  onChange: (iso: string) => void;
  /** The first day that can be chosen (YYYY-MM-DD): earlier days are disabled. */
  min?: string | undefined;
  isRequired?: boolean;
  name?: string;
}

const dayOf = (iso: string) => new Date(`${iso}T12:00:00Z`);

/**
 * Spec §5 date pickers: the date as the member reads it ('dd MMM yyyy' on a desktop, 'dd MMM' on
 * phones and tablets) in a read-only field, and a calendar in a dialog, with days before `min`
 * disabled. The calendar's code loads the first time a member opens one.
 */
export function DateField({
  label,
  value,
  onChange,
  min,
  isRequired,
  errors,
  hint,
  name,
}: DateFieldProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const isDesktop = useMediaQuery('(min-width: 1200px)');
  const [isOpen, setIsOpen] = useState(false);
  const shown = value
    ? (isDesktop ? formatDayMonthYear : formatDayMonth)(dayOf(value), language)
    : '';
  return (
    <>
      <TextField
        label={label}
        isRequired={isRequired}
        errors={errors}
        hint={hint}
        name={name}
        value={shown}
        readOnly
        placeholder={t('dateField.placeholder')}
        className={undefined}
        onClick={() => setIsOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            setIsOpen(true);
          }
        }}
        action={
          <button
            type="button"
            className={styles.trigger}
            aria-label={t('dateField.choose', { label })}
            aria-haspopup="dialog"
            onClick={() => setIsOpen(true)}
          >
            <CalendarDays size={20} aria-hidden="true" />
          </button>
        }
      />
      <Modal
        isOpen={isOpen}
        title={t('dateField.calendar', { label })}
        onClose={() => setIsOpen(false)}
      >
        <Suspense fallback={<Skeleton height={320} />}>
          <Calendar
            value={value}
            min={min}
            language={language}
            onSelect={(iso) => {
              onChange(iso);
              setIsOpen(false);
            }}
          />
        </Suspense>
      </Modal>
    </>
  );
}
