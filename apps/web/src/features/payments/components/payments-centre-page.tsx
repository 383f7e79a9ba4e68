import { formatMoney, toCents } from '@mp/contract/money/money';
import { PAYMENT_TYPES } from '@mp/contract/payments/constants';
import {
  hasPaymentDue,
  payableContracts,
  payBlock,
  placeContract,
} from '@mp/contract/payments/rules/contracts';
import { selectPayment } from '@mp/contract/payments/rules/totals';
import type { UserContract } from '@mp/contract/payments/schemas';
import { CUSTOMER_CARE } from '@mp/contract/profile/constants';
import {
  contractCarouselOrder,
  currencyOf,
  truncateContractText,
} from '@mp/contract/profile/contracts';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, FileText, TriangleAlert, Wallet } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLanguage } from '@/i18n/use-language';
import { useMediaQuery } from '@/lib/media';
import { paths } from '@/lib/paths';
import { Button, buttonClassName } from '@/ui/button';
import { Card } from '@/ui/card';
import { cx } from '@/ui/cx';
import { EmptyState } from '@/ui/empty-state';
import page from '@/ui/page.module.css';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { userContractsQueryOptions } from '../api/payments-queries';
import { AccountingDialog } from './accounting-contact';
import { ContractStatus } from './contract-status';
import { LoadError } from './load-error';
import { heldItems, OpenPayments, useOpenPaymentText } from './open-payments';
import { defaultChoice, heldBy, isClosedByClub, today } from './payment-choice';
import styles from './payments-centre-page.module.css';

/**
 * money-and-stays §2 "Payments centre": the member's ACTIVE, PENDING and BLOCKED contracts, those
 * with a payment due first; a three-slot carousel for 1 to 3 on wider screens, a list otherwise;
 * under the selected contract, the payment types leading to their forms.
 */
export function PaymentsCentrePage() {
  const { t } = useTranslation('payments');
  const location = useLocation();
  const passedId = (location.state as { contract_id?: unknown } | null)?.contract_id;
  // Taken in a transition when they arrive: their render runs in slices (decisions "Screens take
  // their data in a transition").
  const contracts = useDeferredValue(useQuery(userContractsQueryOptions()));
  const isPhone = useMediaQuery('(max-width: 767px)');
  const day = today();
  const payable = contracts.data ? payableContracts(contracts.data.data, day) : null;
  const asList = isPhone || (payable?.length ?? 0) > 3;
  // The carousel's active slot is its middle one: without a contract passed, it opens on the
  // first with a payment due, placed there as a passed one is (decisions "The payments centre
  // opens on what is due"). A list already starts with it.
  const firstDue = payable?.[0] && hasPaymentDue(payable[0], day) ? payable[0] : undefined;
  const placed = payable
    ? placeContract(
        payable,
        typeof passedId === 'number' ? passedId : asList ? undefined : firstDue?.contract_id,
      )
    : null;
  const [chosenId, setChosenId] = useState<number | null>(null);
  const list = placed?.contracts ?? [];
  // The carousel starts on its middle slot with three; a list starts on the contract passed in,
  // else on its first (a contract with a payment due, when there is one).
  const passedIndex = list.findIndex((c) => c.contract_id === passedId);
  const startIndex = asList ? Math.max(passedIndex, 0) : (placed?.active ?? 0);
  const selected = list.find((c) => c.contract_id === chosenId) ?? list[startIndex] ?? null;

  return (
    <div className={page.page}>
      <PageHeader title={t('centre.title')} subtitle={t('centre.subtitle')} />
      <div className={page.body}>
        {contracts.isPending ? (
          <div className={styles.stack} aria-busy="true">
            <Card>
              <Skeleton width="40%" height={20} />
            </Card>
            <Card>
              <Skeleton width="70%" height={20} />
            </Card>
          </div>
        ) : contracts.isError ? (
          <LoadError onRetry={() => contracts.refetch()} isRetrying={contracts.isFetching} />
        ) : !selected ? (
          <Card>
            <EmptyState
              icon={<FileText size={28} aria-hidden="true" />}
              title={t('centre.emptyTitle')}
              text={t('centre.emptyText')}
            />
          </Card>
        ) : (
          <div className={styles.stack}>
            <ContractPicker
              contracts={list}
              selectedId={selected.contract_id}
              onSelect={setChosenId}
              asList={asList}
            />
            <PaymentTypes contract={selected} paymentsEnabled={contracts.data.payments_enabled} />
          </div>
        )}
      </div>
    </div>
  );
}

function ContractPicker({
  contracts,
  selectedId,
  onSelect,
  asList,
}: {
  contracts: UserContract[];
  selectedId: number;
  onSelect: (id: number) => void;
  asList: boolean;
}) {
  const { t } = useTranslation('payments');
  const count = contracts.length;
  const active = Math.max(
    0,
    contracts.findIndex((c) => c.contract_id === selectedId),
  );
  const order = asList ? contracts.map((_, i) => i) : contractCarouselOrder(count, active);
  const step = (delta: number) => {
    const next = contracts[(active + delta + count) % count];
    if (next) onSelect(next.contract_id);
  };
  const due = today();

  return (
    <section aria-labelledby="contracts-heading" className={styles.picker}>
      <h2 id="contracts-heading" className={styles.heading}>
        {t('centre.contractsHeading')}
      </h2>
      <div className={cx(styles.slots, asList && styles.list)}>
        {!asList && count > 1 && (
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('centre.previous')}
            onClick={() => step(-1)}
          >
            <ChevronLeft size={22} aria-hidden="true" />
          </button>
        )}
        <ul className={styles.contracts}>
          {order.map((index) => {
            const contract = contracts[index];
            if (!contract) return null;
            const isActive = contract.contract_id === selectedId;
            return (
              <li key={contract.contract_id}>
                <button
                  type="button"
                  className={cx(styles.contract, isActive && styles.active)}
                  aria-pressed={isActive}
                  title={`${contract.resort} · ${contract.contract_number}`}
                  onClick={() => onSelect(contract.contract_id)}
                >
                  <span className={styles.resort}>
                    {asList ? contract.resort : truncateContractText(contract.resort)}
                  </span>
                  <span className={styles.number}>{contract.contract_number}</span>
                  <span className={styles.tags}>
                    <ContractStatus status={contract.contract_status} />
                    {hasPaymentDue(contract, due) && (
                      <span className={styles.due}>{t('centre.paymentDue')}</span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        {!asList && count > 1 && (
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('centre.next')}
            onClick={() => step(1)}
          >
            <ChevronRight size={22} aria-hidden="true" />
          </button>
        )}
      </div>
    </section>
  );
}

function PaymentTypes({
  contract,
  paymentsEnabled,
}: {
  contract: UserContract;
  paymentsEnabled: boolean;
}) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const openText = useOpenPaymentText();
  const [isAccountingOpen, setIsAccountingOpen] = useState(false);
  const currency = currencyOf(contract.currency_id);
  const money = (amount: number) => formatMoney(toCents(amount), currency, language);
  const block = payBlock(contract, paymentsEnabled);
  const types = PAYMENT_TYPES.filter((type) => contract.payment_types[type].length > 0);
  const held = heldItems(contract);
  const date = today();

  return (
    <Card as="section" aria-labelledby="types-heading" className={styles.types}>
      <div className={styles.summary}>
        <div>
          <h2 id="types-heading" className={styles.heading}>
            {contract.resort}
          </h2>
          <p className={styles.meta}>
            <span className={styles.nowrap}>{contract.contract_number}</span> ·{' '}
            {t(`statuses.${contract.contract_status}`)}
          </p>
        </div>
        <div className={styles.balance}>
          <span className={styles.meta}>{t('centre.balance')}</span>
          <strong className={styles.nowrap}>{money(contract.balance)}</strong>
        </div>
      </div>
      {contract.contract_status === 'Blocked' && (
        <p className={styles.notice} role="note">
          <TriangleAlert size={18} aria-hidden="true" className={styles.noticeIcon} />
          {t('contracts.blockedHint')}
        </p>
      )}
      {block && (
        <p className={styles.notice} role="note">
          {t(`centre.blocked.${block}`, { phone: CUSTOMER_CARE.tollFree })}
        </p>
      )}
      <OpenPayments contract={contract} />
      {types.length === 0 ? (
        <p className={styles.meta}>{t('centre.nothingDue')}</p>
      ) : (
        <ul className={styles.typeList} aria-label={t('centre.typesLabel')}>
          {types.map((type) => {
            const selection = selectPayment(contract, defaultChoice(type, contract), date);
            const holding = heldBy(selection, held);
            // Spec §4: months the club closed are paid through Accounting, not online.
            const isClosed =
              type === 'monthly' && selection === null && isClosedByClub(contract, 'monthly', date);
            const typeName = t(`types.${type}`);
            let action: React.ReactNode = null;
            if (block !== null) action = null;
            else if (holding) {
              action = (
                <span className={styles.held} data-status={holding.status}>
                  {openText.short(holding)}
                </span>
              );
            } else if (isClosed) {
              action = (
                <Button variant="secondary" onClick={() => setIsAccountingOpen(true)}>
                  {t('centre.contactAccounting')}
                </Button>
              );
            } else {
              action = (
                <Link
                  className={buttonClassName('primary')}
                  to={`${paths.paymentMethod}/${type}`}
                  state={{ contract_id: contract.contract_id }}
                  aria-label={t('centre.payType', { type: typeName })}
                >
                  {t('centre.pay')}
                </Link>
              );
            }
            return (
              <li key={type} className={styles.type}>
                <Wallet size={22} aria-hidden="true" className={styles.typeIcon} />
                <span className={styles.typeText}>
                  <span className={styles.typeName}>{typeName}</span>
                  {isClosed ? (
                    <span className={styles.meta}>{t('centre.closedByClub')}</span>
                  ) : holding ? (
                    <span className={styles.meta}>{t('centre.heldHint')}</span>
                  ) : (
                    selection && (
                      <span className={styles.meta}>
                        {t('centre.dueNow', {
                          amount: formatMoney(selection.total, currency, language),
                        })}
                      </span>
                    )
                  )}
                </span>
                {action}
              </li>
            );
          })}
        </ul>
      )}
      <AccountingDialog isOpen={isAccountingOpen} onClose={() => setIsAccountingOpen(false)} />
    </Card>
  );
}
