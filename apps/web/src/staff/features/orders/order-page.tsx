import type { OrderDetail } from '@mp/contract/orders/schemas';
import { feeTypeLabel } from '@mp/contract/payments/constants';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileSearch, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLanguage } from '@/i18n/use-language';
import { isApiError } from '@/staff/api/client';
import { usePermission } from '@/staff/api/session';
import { ConsolePage } from '@/staff/lib/console-page';
import { deskStyles as desk, Fact, LoadError } from '@/staff/lib/desk';
import { type ConsoleT, useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { ORDERS_PATH, orderQuery } from './api/orders';
import { day, money, when } from './format';
import styles from './orders.module.css';
import { StatusBadge } from './orders-page';
import { RefundDialog } from './refund-dialog';

/** One order: its summary, what it paid, its attempts, its refunds, and the refund action. */
export function Component() {
  const { t } = useConsoleText('consoleOrders');
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const order = useQuery({ ...orderQuery(valid ? id : 0), enabled: valid });
  const notFound =
    !valid || (order.isError && isApiError(order.error) && order.error.status === 404);
  return (
    <ConsolePage title={t('orderTitle', { id: valid ? id : '-' })} subtitle={t('subtitle')}>
      <Link className={styles.back} to={ORDERS_PATH}>
        <ArrowLeft size={18} aria-hidden="true" />
        {t('detail.back')}
      </Link>
      {notFound ? (
        <EmptyState
          icon={<FileSearch size={28} aria-hidden="true" />}
          title={t('detail.notFoundTitle')}
          text={t('detail.notFoundText')}
        />
      ) : order.isError ? (
        <LoadError message={t('loadError')} onRetry={() => order.refetch()} />
      ) : !order.data ? (
        <div aria-busy="true" className={desk.list}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={140} radius={12} />
          ))}
        </div>
      ) : (
        <Record order={order.data} t={t} />
      )}
    </ConsolePage>
  );
}

function Record({ order, t }: { order: OrderDetail; t: ConsoleT<'consoleOrders'> }) {
  const language = useLanguage();
  const canRefund = usePermission('order:refund');
  const [dialog, setDialog] = useState(false);
  const amount = (value: number) => money(value, order.currency, language);
  const name = `${order.member.first_name} ${order.member.last_name}`;
  const paid = order.status === 'paid' || order.status === 'settled';
  const lineLabel = (line: OrderDetail['lines'][number]) => {
    if (line.kind === 'extra_principal') return t('detail.extraPrincipal');
    const label =
      line.payment_type === 'other_fees'
        ? feeTypeLabel(line.fee_type ?? '', language === 'es' ? 'es' : 'en')
        : t(`lineTypes.${line.payment_type}`);
    return line.settled ? label : `${label} ${t('detail.part')}`;
  };
  return (
    <div className={desk.list}>
      <Card as="section" className={styles.section} aria-labelledby="order-summary">
        <div className={desk.head}>
          <h2 className={styles.heading} id="order-summary">
            {t('detail.summary')}
          </h2>
          <p className={desk.meta}>
            <StatusBadge status={order.status} t={t} />
            {order.refund_state !== 'none' && (
              <span className={styles.badge}>
                {t(order.refund_state === 'full' ? 'refundStates.full' : 'refundStates.partial')}
              </span>
            )}
          </p>
        </div>
        <dl className={desk.facts}>
          <Fact label={t('detail.amount')}>
            <span className={styles.amount}>{amount(order.amount)}</span>
          </Fact>
          <Fact label={t('detail.refunded')}>{amount(order.refunded)}</Fact>
          <Fact label={t('detail.refundable')}>{amount(order.refundable)}</Fact>
          <Fact label={t('detail.member')}>
            {name}
            <br />
            {order.member.vida_member_id !== null
              ? t('memberId', { id: order.member.vida_member_id })
              : t('noMemberId')}
            <br />
            {order.member.email}
          </Fact>
          <Fact label={t('detail.contract')}>
            {order.contract.number}
            <br />
            {order.contract.resort}
          </Fact>
          <Fact label={t('detail.type')}>{t(`types.${order.payment_type}`)}</Fact>
          <Fact label={t('detail.reference')}>{order.reference}</Fact>
          <Fact label={t('detail.providerReference')}>
            {order.provider_transaction_id ?? t('detail.none')}
          </Fact>
          <Fact label={t('detail.providerAnswer')}>
            {order.provider_reason_code !== null
              ? `${order.provider_reason_code} ${order.provider_message ?? ''}`.trim()
              : t('detail.none')}
          </Fact>
          <Fact label={t('detail.card')}>
            {order.card?.last_four
              ? t('detail.cardEnding', {
                  type: order.card.type ?? '',
                  lastFour: order.card.last_four,
                })
              : t('detail.none')}
          </Fact>
          <Fact label={t('detail.invoice')}>{order.invoice_number ?? t('detail.none')}</Fact>
          <Fact label={t('detail.created')}>{when(order.created_at, language)}</Fact>
        </dl>
        {canRefund && (
          <div className={desk.actions}>
            {paid && order.refundable > 0 ? (
              <Button icon={<Undo2 size={18} aria-hidden="true" />} onClick={() => setDialog(true)}>
                {t('detail.refund')}
              </Button>
            ) : !paid ? (
              <p className={desk.muted}>{t('detail.cannotRefund')}</p>
            ) : null}
          </div>
        )}
      </Card>

      <Card as="section" className={styles.section} aria-labelledby="order-lines">
        <h2 className={styles.heading} id="order-lines">
          {t('detail.lines')}
        </h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('detail.line')}</th>
                <th scope="col">{t('detail.dueDate')}</th>
                <th scope="col" className={styles.numeric}>
                  {t('detail.amount')}
                </th>
                <th scope="col" className={styles.numeric}>
                  {t('detail.lateFee')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line, index) => (
                <tr key={`${line.kind}-${line.due_item_id ?? index}`}>
                  <td data-label={t('detail.line')}>{lineLabel(line)}</td>
                  <td data-label={t('detail.dueDate')}>
                    {line.due_date ? day(line.due_date, language) : t('detail.none')}
                  </td>
                  <td data-label={t('detail.amount')} className={styles.numeric}>
                    {amount(line.amount)}
                  </td>
                  <td data-label={t('detail.lateFee')} className={styles.numeric}>
                    {amount(line.late_fee)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>

      <Card as="section" className={styles.section} aria-labelledby="order-attempts">
        <h2 className={styles.heading} id="order-attempts">
          {t('detail.attempts')}
        </h2>
        {order.attempts_list.length === 0 ? (
          <p className={desk.muted}>{t('detail.noAttempts')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('detail.reference')}</th>
                  <th scope="col">{t('detail.created')}</th>
                  <th scope="col">{t('detail.decision')}</th>
                  <th scope="col">{t('detail.providerReference')}</th>
                  <th scope="col" className={styles.numeric}>
                    {t('detail.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.attempts_list.map((attempt) => (
                  <tr key={`${attempt.kind}-${attempt.id}`}>
                    <td data-label={t('detail.reference')}>
                      <span>
                        {attempt.reference}
                        <br />
                        <span className={desk.muted}>
                          {t(`detail.attemptKinds.${attempt.kind}`)}
                        </span>
                      </span>
                    </td>
                    <td data-label={t('detail.created')}>{when(attempt.created_at, language)}</td>
                    <td data-label={t('detail.decision')}>
                      {attempt.decision ?? t(`detail.attemptStates.${attempt.state}`)}
                      {attempt.reason_code !== null && ` (${attempt.reason_code})`}
                    </td>
                    <td data-label={t('detail.providerReference')}>
                      {attempt.provider_transaction_id ?? t('detail.none')}
                    </td>
                    <td data-label={t('detail.amount')} className={styles.numeric}>
                      {money(attempt.amount, attempt.currency, language)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>

      <Card as="section" className={styles.section} aria-labelledby="order-refunds">
        <h2 className={styles.heading} id="order-refunds">
          {t('detail.refunds')}
        </h2>
        {order.refunds.length === 0 ? (
          <p className={desk.muted}>{t('detail.noRefunds')}</p>
        ) : (
          <ol className={styles.refunds}>
            {order.refunds.map((refund) => (
              <li key={refund.id} className={styles.refund}>
                <p className={desk.meta}>
                  <span className={styles.amount}>
                    {money(refund.amount, refund.currency, language)}
                  </span>
                  <span className={styles.badge}>
                    {t(`detail.refundStatuses.${refund.status}`)}
                  </span>
                  <span>{when(refund.created_at, language)}</span>
                  {refund.staff && <span>{t('detail.by', { name: refund.staff.name })}</span>}
                </p>
                <p className={desk.muted}>{refund.reason}</p>
                <p className={desk.meta}>
                  <span>{refund.reference}</span>
                  {refund.provider_refund_id && <span>{refund.provider_refund_id}</span>}
                  {refund.credit_note_number && (
                    <span>{t('detail.creditNote', { number: refund.credit_note_number })}</span>
                  )}
                </p>
              </li>
            ))}
          </ol>
        )}
      </Card>
      {dialog && <RefundDialog order={order} onClose={() => setDialog(false)} />}
    </div>
  );
}
