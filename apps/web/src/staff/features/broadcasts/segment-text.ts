import type { Broadcast } from '@mp/contract/broadcasts/schemas';
import type { ConsoleT } from '@/staff/lib/texts';

/** A broadcast's segment in words: "Members at X who read in Spanish, with a payment due". */
export function segmentText(segment: Broadcast['segment'], t: ConsoleT<'consoleBroadcasts'>) {
  const head = segment.resort
    ? t('segmentText.resort', { name: segment.resort.name })
    : t('segmentText.all');
  const parts = [
    segment.language && t('segmentText.language', { language: t(`languages.${segment.language}`) }),
    segment.contract_status &&
      t('segmentText.contractStatus', {
        status: t(`contractStatus.${segment.contract_status}`).toLowerCase(),
      }),
    segment.payment_due && t('segmentText.paymentDue'),
  ].filter(Boolean);
  return parts.length ? `${head} ${parts.join(', ')}` : head;
}
