import { DayPicker } from '@daypicker/react';
import { enUS, es } from '@daypicker/react/locale';
import '@daypicker/react/style.css';
import type { Language } from '@mp/contract/constants';
import { useEffect, useRef } from 'react';
import styles from './date-field.module.css';

/** A local calendar day from an ISO date, and back: the picker works in local days. */
export const dayOf = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};
export const isoOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The month grid of the date field (DayPicker, loaded only when a member opens a calendar):
 * keyboard and screen-reader ready, in the member's language, past days disabled from `min`.
 */
export default function Calendar({
  value,
  min,
  language,
  onSelect,
}: {
  value: string;
  min?: string | undefined;
  language: Language;
  onSelect: (iso: string) => void;
}) {
  const selected = value ? dayOf(value) : undefined;
  const first = min ? dayOf(min) : undefined;
  const root = useRef<HTMLDivElement>(null);
  // The date-picker pattern: the chosen day (or today, or the first day that can be chosen) has
  // the focus as the calendar opens, after the dialog has placed its own.
  useEffect(() => {
    const frame = requestAnimationFrame(() =>
      root.current
        ?.querySelector<HTMLButtonElement>('button.rdp-day_button[tabindex="0"]')
        ?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div ref={root}>
      <DayPicker
        className={styles.calendar}
        mode="single"
        required
        locale={language === 'es' ? es : enUS}
        weekStartsOn={language === 'es' ? 1 : 0}
        selected={selected}
        defaultMonth={selected ?? first}
        startMonth={first}
        {...(first && { disabled: { before: first } })}
        onSelect={(date) => {
          if (date) onSelect(isoOf(date));
        }}
      />
    </div>
  );
}
