import { BROADCAST_STATUSES } from '@mp/contract/broadcasts/constants';
import type { Broadcast } from '@mp/contract/broadcasts/schemas';
import { formatDateTime } from '@mp/contract/i18n/dates';
import { useQuery } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/api/client';
import { errorMessageOf, notify } from '@/lib/notifications';
import { ConsolePage } from '@/staff/lib/console-page';
import { DeskQueue, deskStyles as desk, Fact, useQueueParams } from '@/staff/lib/desk';
import { staffPaths } from '@/staff/lib/paths';
import { type ConsoleT, useConsoleText } from '@/staff/lib/texts';
import { Button, buttonClassName } from '@/ui/button';
import { Card } from '@/ui/card';
import { cx } from '@/ui/cx';
import { Modal, modalStyles } from '@/ui/modal';
import { NotificationBar } from '@/ui/notification-bar';
import { broadcastsQuery, useCancelBroadcast } from './api/broadcasts';
import styles from './broadcasts.module.css';
import { segmentText } from './segment-text';

const TABS = ['all', ...BROADCAST_STATUSES] as const;
type Tab = (typeof TABS)[number];

/** The broadcasts, newest first, by status: what was sent to whom, and what waits for its time. */
export function Component() {
  const { t, language } = useConsoleText('consoleBroadcasts');
  const lang = language === 'es' ? 'es' : 'en';
  const { status, page, go } = useQueueParams<Tab>(TABS, 'all');
  const list = useQuery(broadcastsQuery(status, page));
  const [cancelling, setCancelling] = useState<Broadcast | null>(null);
  return (
    <ConsolePage
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        <Link to={staffPaths.newBroadcast} className={buttonClassName('primary')}>
          {t('newBroadcast')}
        </Link>
      }
    >
      <DeskQueue
        label={t('status.label')}
        tabs={TABS.map((key) => ({ key, label: t(`status.${key}`) }))}
        status={status}
        onGo={go}
        query={list}
        skeletonHeight={160}
        empty={{
          icon: <Megaphone size={28} aria-hidden="true" />,
          title: t('emptyTitle'),
          text: t('emptyText'),
        }}
        count={(count) => t('count', { count })}
      >
        {(item) => (
          <BroadcastItem
            key={item.id}
            item={item}
            t={t}
            lang={lang}
            onCancel={() => setCancelling(item)}
          />
        )}
      </DeskQueue>
      {cancelling && (
        <CancelDialog broadcast={cancelling} lang={lang} onClose={() => setCancelling(null)} />
      )}
    </ConsolePage>
  );
}

function BroadcastItem({
  item,
  t,
  lang,
  onCancel,
}: {
  item: Broadcast;
  t: ConsoleT<'consoleBroadcasts'>;
  lang: 'en' | 'es';
  onCancel: () => void;
}) {
  const titleId = `broadcast-${item.id}`;
  const when = formatDateTime(new Date(item.send_at), lang);
  return (
    <li>
      <Card as="article" className={desk.item} aria-labelledby={titleId}>
        <div className={desk.head}>
          <h2 className={desk.title} id={titleId}>
            {lang === 'es' ? item.subject_es : item.subject_en}
          </h2>
          <span className={styles.badges}>
            <span className={cx(styles.badge, styles[item.message_type])}>
              {t(`type.${item.message_type}`)}
            </span>
            <span className={cx(styles.badge, styles.status, styles[item.status])}>
              {t(`state.${item.status}`)}
            </span>
          </span>
        </div>
        <dl className={desk.facts}>
          <Fact label={t('segment')}>{segmentText(item.segment, t)}</Fact>
          <Fact
            label={
              item.status === 'scheduled' || item.status === 'cancelled'
                ? t('scheduledFor')
                : t('sendAt')
            }
          >
            {when}
          </Fact>
          <Fact label={t('createdBy')}>{item.created_by?.name ?? '—'}</Fact>
          {(item.status === 'sending' || item.status === 'sent') && (
            <Fact label={t('counts')}>
              {t('countsValue', {
                delivered: item.counts.delivered.toLocaleString(lang === 'es' ? 'es-MX' : 'en-US'),
                emails: item.counts.emails.toLocaleString(lang === 'es' ? 'es-MX' : 'en-US'),
              })}
              {item.message_type === 'marketing' && (
                <>
                  <br />
                  {t('optedOut', { count: item.counts.opted_out })}
                </>
              )}
            </Fact>
          )}
        </dl>
        {item.cancelled_at && (
          <p className={desk.decision}>
            {t('cancelledAt', { time: formatDateTime(new Date(item.cancelled_at), lang) })}
          </p>
        )}
        {item.status === 'scheduled' && (
          <div className={desk.actions}>
            <Button variant="secondary" onClick={onCancel}>
              {t('cancel')}
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}

function CancelDialog({
  broadcast,
  lang,
  onClose,
}: {
  broadcast: Broadcast;
  lang: 'en' | 'es';
  onClose: () => void;
}) {
  const { t } = useConsoleText('consoleBroadcasts');
  const cancel = useCancelBroadcast();
  const subject = lang === 'es' ? broadcast.subject_es : broadcast.subject_en;
  const refusal = isApiError(cancel.error) ? errorMessageOf(cancel.error.display) : undefined;
  return (
    <Modal isOpen title={t('cancelTitle', { subject })} onClose={onClose}>
      <div className={desk.form}>
        <p className={desk.muted}>{t('cancelText')}</p>
        {cancel.isError && (
          <NotificationBar type="error" message={refusal ?? t('loadError')} autoHideMs={0} />
        )}
        <div className={modalStyles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('keep')}
          </Button>
          <Button
            isLoading={cancel.isPending}
            onClick={() =>
              cancel.mutate(broadcast.id, {
                onSuccess: () => {
                  notify('success', 'broadcast_cancelled');
                  onClose();
                },
              })
            }
          >
            {t('cancelConfirm')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
