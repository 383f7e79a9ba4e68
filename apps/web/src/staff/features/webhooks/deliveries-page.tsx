import { LOCALE_BY_LANGUAGE } from '@mp/contract/constants';
import {
  WEBHOOK_DELIVERY_STATUSES,
  type WebhookDeliveryStatus,
} from '@mp/contract/webhooks/constants';
import type { WebhookDelivery } from '@mp/contract/webhooks/schemas';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ListChecks } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useLanguage } from '@/i18n/use-language';
import { errorMessageOf, notify } from '@/lib/notifications';
import { isApiError } from '@/staff/api/client';
import { ConsolePage } from '@/staff/lib/console-page';
import { useConsoleText } from '@/staff/lib/texts';
import { Button, buttonClassName } from '@/ui/button';
import { Card } from '@/ui/card';
import { cx } from '@/ui/cx';
import { EmptyState } from '@/ui/empty-state';
import { NotificationBar } from '@/ui/notification-bar';
import { Select } from '@/ui/select';
import { Skeleton } from '@/ui/skeleton';
import { deliveriesQuery, endpointsQuery, useResendDelivery } from './api/webhooks';
import { eventKey } from './event-key';
import { webhooksPaths } from './paths';
import styles from './webhooks.module.css';

const isStatus = (value: string | null): value is WebhookDeliveryStatus =>
  (WEBHOOK_DELIVERY_STATUSES as readonly (string | null)[]).includes(value);

function DeliveryRow({
  delivery,
  format,
}: {
  delivery: WebhookDelivery;
  format: Intl.DateTimeFormat;
}) {
  const { t } = useConsoleText('consoleWebhooks');
  const resend = useResendDelivery();
  const send = async () => {
    try {
      await resend.mutateAsync(delivery.id);
      notify('success', 'webhook_delivery_resent');
    } catch (error) {
      notify('error', isApiError(error) ? errorMessageOf(error.display) : 'error_generic');
    }
  };
  const when = (iso: string) => <time dateTime={iso}>{format.format(new Date(iso))}</time>;
  const answer =
    delivery.last_status_code !== null
      ? `HTTP ${delivery.last_status_code}`
      : delivery.last_error
        ? t(`logPage.errors.${delivery.last_error as 'timeout'}`)
        : t('logPage.noAnswer');
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <span className={styles.name}>{t(`events.${eventKey(delivery.event_type)}`)}</span>
        <span className={styles.url}>{delivery.endpoint.url}</span>
        <span className={styles.mono}>
          <span className={styles.visuallyHidden}>{t('logPage.eventId')}: </span>
          <span data-testid="event-id">{delivery.event_id}</span>
        </span>
      </div>
      <div className={styles.facts}>
        <div className={styles.statusLine}>
          <span className={cx(styles.pill, styles[delivery.status])}>
            {t(`status.${delivery.status}`)}
          </span>
          <span>{t('logPage.attempts', { count: delivery.attempts })}</span>
        </div>
        <dl className={styles.times}>
          {delivery.attempts > 0 && (
            <>
              <dt>{t('logPage.lastStatus')}</dt>
              <dd>{answer}</dd>
            </>
          )}
          <dt>{t('logPage.occurredAt')}</dt>
          <dd>{when(delivery.occurred_at)}</dd>
          {delivery.next_retry_at && (
            <>
              <dt>{t('logPage.nextRetry')}</dt>
              <dd>{when(delivery.next_retry_at)}</dd>
            </>
          )}
          {delivery.delivered_at && (
            <>
              <dt>{t('logPage.deliveredAt')}</dt>
              <dd>{when(delivery.delivered_at)}</dd>
            </>
          )}
        </dl>
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="small"
          isLoading={resend.isPending}
          aria-label={t('logPage.resendOf', { id: delivery.event_id })}
          onClick={send}
        >
          {t('logPage.resend')}
        </Button>
      </div>
    </li>
  );
}

/** The delivery log: each event for each endpoint, its tries, and a resend. */
export function Component() {
  const { t } = useConsoleText('consoleWebhooks');
  const { t: shell } = useConsoleText('consoleShell');
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const statusParam = search.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const endpoint = Number(search.get('endpoint')) || undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const query = {
    ...(status && { status }),
    ...(endpoint && { endpoint }),
    page,
  };
  const deliveries = useQuery(deliveriesQuery(query));
  const endpoints = useQuery(endpointsQuery);
  const format = new Intl.DateTimeFormat(LOCALE_BY_LANGUAGE[language], {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  const setFilter = (name: 'status' | 'endpoint' | 'page', value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setSearch(next);
  };
  const pages = deliveries.data
    ? Math.max(1, Math.ceil(deliveries.data.total / deliveries.data.page_size))
    : 1;

  return (
    <ConsolePage
      title={t('logPage.title')}
      subtitle={t('logPage.subtitle')}
      actions={
        <Link className={buttonClassName('secondary')} to={webhooksPaths.endpoints}>
          <ArrowLeft size={18} aria-hidden="true" />
          {t('logPage.back')}
        </Link>
      }
    >
      <fieldset className={styles.filters}>
        <legend className={styles.visuallyHidden}>{t('logPage.filters')}</legend>
        <Select
          label={t('logPage.status')}
          value={status ?? ''}
          options={[
            { value: '', label: t('logPage.anyStatus') },
            ...WEBHOOK_DELIVERY_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
          onChange={(event) => setFilter('status', event.target.value)}
        />
        <Select
          label={t('logPage.endpoint')}
          value={endpoint ? String(endpoint) : ''}
          options={[
            { value: '', label: t('logPage.anyEndpoint') },
            ...(endpoints.data ?? []).map((e) => ({ value: String(e.id), label: e.url })),
          ]}
          onChange={(event) => setFilter('endpoint', event.target.value)}
        />
      </fieldset>
      {deliveries.isError ? (
        <NotificationBar
          type="error"
          message={
            isApiError(deliveries.error)
              ? errorMessageOf(deliveries.error.display)
              : shell('loadFailed')
          }
          autoHideMs={0}
        />
      ) : deliveries.isPending ? (
        <Card isFlush aria-busy="true">
          {[1, 2, 3].map((row) => (
            <div key={row} className={styles.skeletonRow}>
              <Skeleton width="40%" height={18} />
              <Skeleton width="75%" height={14} />
            </div>
          ))}
        </Card>
      ) : deliveries.data.items.length === 0 ? (
        <EmptyState
          icon={<ListChecks size={28} aria-hidden="true" />}
          title={t('logPage.emptyTitle')}
          text={t('logPage.emptyText')}
        />
      ) : (
        <>
          <Card isFlush as="section" aria-label={t('logPage.caption')}>
            <ul className={styles.list}>
              {deliveries.data.items.map((delivery) => (
                <DeliveryRow key={delivery.id} delivery={delivery} format={format} />
              ))}
            </ul>
          </Card>
          {pages > 1 && (
            <nav className={styles.pager} aria-label={t('logPage.caption')}>
              <Button
                variant="secondary"
                size="small"
                disabled={page <= 1}
                onClick={() => setFilter('page', String(page - 1))}
              >
                {t('logPage.previous')}
              </Button>
              <span>{t('logPage.page', { page, pages })}</span>
              <Button
                variant="secondary"
                size="small"
                disabled={page >= pages}
                onClick={() => setFilter('page', String(page + 1))}
              >
                {t('logPage.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </ConsolePage>
  );
}
