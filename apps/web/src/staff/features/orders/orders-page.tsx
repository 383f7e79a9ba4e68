import {
  ORDER_FILTERS,
  ORDERS_QUERY_MAX_LENGTH,
  type OrderFilter,
} from '@mp/contract/orders/constants';
import type { OrderItem, OrdersQuery } from '@mp/contract/orders/schemas';
import { clubToday } from '@mp/contract/rules/club-date';
import { useQuery } from '@tanstack/react-query';
import { Download, Search, SearchX } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useLanguage } from '@/i18n/use-language';
import { ConsolePage } from '@/staff/lib/console-page';
import { deskStyles as desk, LoadError } from '@/staff/lib/desk';
import { type ConsoleT, useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { cx } from '@/ui/cx';
import { EmptyState } from '@/ui/empty-state';
import { NotificationBar } from '@/ui/notification-bar';
import { Select } from '@/ui/select';
import { Skeleton } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import { downloadReconciliation, ORDERS_PATH, ordersQuery } from './api/orders';
import { money as formatAmount, when } from './format';
import styles from './orders.module.css';

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The query in the address: `?q=&status=&from=&to=&page=` (empty ones unwritten). */
function useOrdersParams() {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const query: OrdersQuery = {
    q: params.get('q') ?? undefined,
    status: ORDER_FILTERS.find((s) => s === statusParam),
    from: isDay(params.get('from')) ? (params.get('from') ?? undefined) : undefined,
    to: isDay(params.get('to')) ? (params.get('to') ?? undefined) : undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const go = (next: Partial<OrdersQuery>) => {
    const merged = { ...query, page: 1, ...next };
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(merged)) {
      if (value === undefined || value === '' || (name === 'page' && value === 1)) continue;
      search.set(name, String(value));
    }
    setParams(search);
  };
  return { query, go };
}

/** The payments desk: orders with search and filters, and the day's reconciliation. */
export function Component() {
  const { t } = useConsoleText('consoleOrders');
  const { query, go } = useOrdersParams();
  const orders = useQuery(ordersQuery(query));
  const [form, setForm] = useState({
    q: query.q ?? '',
    status: query.status ?? '',
    from: query.from ?? '',
    to: query.to ?? '',
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go({
      q: form.q.trim() || undefined,
      status: (form.status || undefined) as OrderFilter | undefined,
      from: form.from || undefined,
      to: form.to || undefined,
    });
  };
  const clear = () => {
    setForm({ q: '', status: '', from: '', to: '' });
    go({ q: undefined, status: undefined, from: undefined, to: undefined });
  };
  const data = orders.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <ConsolePage title={t('title')} subtitle={t('subtitle')}>
      <Reconciliation />
      <search>
        <form className={styles.filters} onSubmit={onSubmit}>
          <TextField
            label={t('search')}
            hint={t('searchHint')}
            type="search"
            autoComplete="off"
            maxLength={ORDERS_QUERY_MAX_LENGTH}
            value={form.q}
            onChange={(event) => setForm({ ...form, q: event.target.value })}
          />
          <Select
            label={t('status')}
            options={[
              { value: '', label: t('anyStatus') },
              ...ORDER_FILTERS.filter((s) => s !== 'settled').map((s) => ({
                value: s,
                label: t(`statuses.${s}`),
              })),
            ]}
            value={form.status}
            onChange={(event) => setForm({ ...form, status: event.target.value })}
          />
          <TextField
            label={t('from')}
            type="date"
            value={form.from}
            onChange={(event) => setForm({ ...form, from: event.target.value })}
          />
          <TextField
            label={t('to')}
            type="date"
            value={form.to}
            onChange={(event) => setForm({ ...form, to: event.target.value })}
          />
          <div className={styles.filterActions}>
            <Button type="submit" icon={<Search size={18} aria-hidden="true" />}>
              {t('apply')}
            </Button>
            <Button variant="secondary" onClick={clear}>
              {t('clear')}
            </Button>
          </div>
        </form>
      </search>
      {orders.isError ? (
        <LoadError message={t('loadError')} onRetry={() => orders.refetch()} />
      ) : !data ? (
        <div aria-busy="true" className={desk.list}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={96} radius={12} />
          ))}
        </div>
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={<SearchX size={28} aria-hidden="true" />}
          title={t('emptyTitle')}
          text={t('emptyText')}
        />
      ) : (
        <>
          <p className={desk.count} aria-live="polite">
            {t('count', { count: data.total })}
          </p>
          <ol className={desk.list} aria-label={t('listLabel')}>
            {data.items.map((order) => (
              <OrderCard key={order.id} order={order} t={t} />
            ))}
          </ol>
          {pages > 1 && (
            <nav className={desk.pager} aria-label={t('page', { page: data.page, pages })}>
              <Button
                variant="secondary"
                size="small"
                disabled={data.page <= 1}
                onClick={() => go({ page: data.page - 1 })}
              >
                {t('previous')}
              </Button>
              <span>{t('page', { page: data.page, pages })}</span>
              <Button
                variant="secondary"
                size="small"
                disabled={data.page >= pages}
                onClick={() => go({ page: data.page + 1 })}
              >
                {t('next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </ConsolePage>
  );
}

export function StatusBadge({
  status,
  t,
}: {
  status: OrderItem['status'];
  t: ConsoleT<'consoleOrders'>;
}) {
  const good = status === 'paid' || status === 'settled';
  const bad = status === 'declined' || status === 'refund_due' || status === 'unconfirmed';
  return (
    <span className={cx(styles.badge, good && styles.badgeGood, bad && styles.badgeBad)}>
      {t(`statuses.${status}`)}
    </span>
  );
}

function OrderCard({ order, t }: { order: OrderItem; t: ConsoleT<'consoleOrders'> }) {
  const language = useLanguage();
  const money = (amount: number) => formatAmount(amount, order.currency, language);
  const titleId = `order-${order.id}`;
  const name = `${order.member.first_name} ${order.member.last_name}`;
  return (
    <li>
      <Card as="article" className={desk.item} aria-labelledby={titleId}>
        <div className={desk.head}>
          <h2 className={desk.title} id={titleId}>
            <Link
              className={styles.link}
              to={`${ORDERS_PATH}/${order.id}`}
              aria-label={t('open', { id: order.id })}
            >
              {t('orderTitle', { id: order.id })}
            </Link>{' '}
            <span className={styles.amount}>{money(order.amount)}</span>
          </h2>
          <span className={desk.meta}>{when(order.created_at, language)}</span>
        </div>
        <p className={desk.meta}>
          <StatusBadge status={order.status} t={t} />
          {order.refund_state !== 'none' && (
            <span className={styles.badge}>
              {t(order.refund_state === 'full' ? 'refundStates.full' : 'refundStates.partial')} ·{' '}
              {t('refundedOf', { refunded: money(order.refunded) })}
            </span>
          )}
          <span>{t(`types.${order.payment_type}`)}</span>
          <span>{t('items', { count: order.items })}</span>
          <span>{t('attempts', { count: order.attempts })}</span>
        </p>
        <p className={desk.meta}>
          <span>{name}</span>
          <span>
            {order.member.vida_member_id !== null
              ? t('memberId', { id: order.member.vida_member_id })
              : t('noMemberId')}
          </span>
          <span>{order.member.email}</span>
        </p>
        <p className={desk.meta}>
          <span>
            {order.contract.number} · {order.contract.resort}
          </span>
          <span>{order.reference}</span>
          {order.provider_transaction_id && <span>{order.provider_transaction_id}</span>}
        </p>
      </Card>
    </li>
  );
}

/** The day's reconciliation: a day (yesterday by default, in the club's time) and a download. */
function Reconciliation() {
  const { t } = useConsoleText('consoleOrders');
  const yesterday = clubToday(new Date(Date.now() - 86_400_000));
  const [day, setDay] = useState(yesterday);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isDay(day)) return;
    setState('busy');
    try {
      await downloadReconciliation(day);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <Card as="section" className={styles.reconciliation} aria-labelledby="reconciliation-title">
      <h2 className={styles.heading} id="reconciliation-title">
        {t('reconciliation.title')}
      </h2>
      <p className={desk.muted}>{t('reconciliation.text')}</p>
      {state === 'failed' && (
        <NotificationBar type="error" message={t('reconciliation.failed')} autoHideMs={0} />
      )}
      <form className={styles.reconciliationForm} onSubmit={onSubmit}>
        <TextField
          label={t('reconciliation.day')}
          type="date"
          value={day}
          max={clubToday(new Date())}
          onChange={(event) => setDay(event.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          isLoading={state === 'busy'}
          icon={<Download size={18} aria-hidden="true" />}
        >
          {t('reconciliation.download')}
        </Button>
      </form>
    </Card>
  );
}
