import { auditLogQuerySchema } from '@mp/contract/staff/schemas';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { fieldErrorKeys, useZodForm } from '@/lib/forms';
import { fullDay } from '@/staff/lib/dates';
import { useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { DateField } from '@/ui/date-field';
import { Select } from '@/ui/select';
import { TextField } from '@/ui/text-field';
import type { AuditFilters } from './api/audit';
import { staffDirectoryQuery } from './api/audit';
import styles from './audit.module.css';

/** The form's text fields; empty ones are left out before the contract's query schema checks. */
const filtersFormSchema = z.pipe(
  z.pipe(
    z.object({ staff_id: z.string(), member_id: z.string(), from: z.string(), to: z.string() }),
    z.transform(
      (values): Record<string, unknown> =>
        Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== '')),
    ),
  ),
  z.omit(auditLogQuerySchema, { before: true }),
);

export type AuditFilterValues = z.input<typeof filtersFormSchema>;

export function filterValues(filters: AuditFilters): AuditFilterValues {
  return {
    staff_id: filters.staff_id === undefined ? '' : String(filters.staff_id),
    member_id: filters.member_id === undefined ? '' : String(filters.member_id),
    from: filters.from ?? '',
    to: filters.to ?? '',
  };
}

export function AuditFiltersForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const { t, language } = useConsoleText('consoleAudit');
  const directory = useQuery(staffDirectoryQuery);
  const form = useZodForm(filtersFormSchema, { defaultValues: filterValues(filters) });
  const { register, formState, reset, handleSubmit, watch, setValue } = form;
  const errors = formState.errors;
  return (
    <form
      className={styles.filters}
      onSubmit={handleSubmit((values) => onApply(values))}
      noValidate
      aria-label={t('filters.legend')}
    >
      <Select
        label={t('filters.staff')}
        placeholder={t('filters.anyStaff')}
        options={(directory.data ?? []).map((entry) => ({
          value: String(entry.id),
          label: entry.name,
        }))}
        errors={fieldErrorKeys(errors.staff_id)}
        {...register('staff_id')}
      />
      <TextField
        label={t('filters.member')}
        hint={t('filters.memberHint')}
        inputMode="numeric"
        autoComplete="off"
        errors={fieldErrorKeys(errors.member_id)}
        {...register('member_id')}
      />
      {/* The portal's date field: the day in the console's language (a native date input
          follows the browser's own locale, "mm/dd/yyyy" in a Spanish console). */}
      <DateField
        label={t('filters.from')}
        name="from"
        value={watch('from')}
        hint={fullDay(watch('from'), language)}
        onChange={(iso) => setValue('from', iso, { shouldValidate: true })}
        errors={fieldErrorKeys(errors.from)}
      />
      <DateField
        label={t('filters.to')}
        name="to"
        value={watch('to')}
        min={watch('from') || undefined}
        hint={fullDay(watch('to'), language)}
        onChange={(iso) => setValue('to', iso, { shouldValidate: true })}
        errors={fieldErrorKeys(errors.to)}
      />
      <div className={styles.filterActions}>
        <Button type="submit">{t('filters.apply')}</Button>
        <Button
          variant="ghost"
          onClick={() => {
            reset(filterValues({}));
            onApply({});
          }}
        >
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}
