import { formatDateTime, formatDayMonthYear, intlLocale } from '@mp/contract/i18n/dates';
import { messageDateLabel } from '@mp/contract/profile/threads';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';

/**
 * Spec §9: a message date is relative ("3 hours ago"), or 'DD MMM YYYY' once a month has passed,
 * in the member's language; the full moment is in the title and the machine-readable attribute.
 */
export function MessageDate({ date, className }: { date: string; className?: string }) {
  const { t } = useTranslation('inbox');
  const language = useLanguage();
  const moment = new Date(date);
  const label = messageDateLabel(moment, new Date());
  let text: string;
  if (label.kind === 'date') text = formatDayMonthYear(moment, language);
  else if (label.unit === 'minute' && label.value === 0) text = t('justNow');
  else {
    text = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' }).format(
      -label.value,
      label.unit,
    );
  }
  return (
    <time dateTime={date} title={formatDateTime(moment, language)} className={className}>
      {text}
    </time>
  );
}
