import { formatDayMonthYear } from '@mp/contract/i18n/dates';
import {
  type Cents,
  formatMoney,
  parseTypedAmount,
  toAmount,
  toCents,
  toDecimalString,
} from '@mp/contract/money/money';
import {
  feeTypeLabel,
  MONTHLY_MODES,
  type MonthlyMode,
  NEW_CARD_ID,
  type PaymentType,
} from '@mp/contract/payments/constants';
import {
  feeGroups,
  isLocked,
  isPastDue,
  itemTotal,
  type PaymentChoice,
  selectPayment,
} from '@mp/contract/payments/rules/totals';
import {
  type CreditCard,
  paymentFormSchema,
  type UserContract,
} from '@mp/contract/payments/schemas';
import { currencyOf } from '@mp/contract/profile/contracts';
import { useQuery } from '@tanstack/react-query';
import { Info, SearchX, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from '@/i18n/use-language';
import { fieldErrorKeys, useZodForm } from '@/lib/forms';
import { paths } from '@/lib/paths';
import { BackLink } from '@/ui/back-link';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { cx } from '@/ui/cx';
import { useDisabledReason } from '@/ui/disabled-reason';
import { EmptyState } from '@/ui/empty-state';
import page from '@/ui/page.module.css';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import { useDeviceFingerprint } from '../api/checkout';
import { creditCardsQueryOptions, userContractsQueryOptions } from '../api/payments-queries';
import { AccountingDialog, AccountingNotice } from './accounting-contact';
import type { BillingDefaults } from './billing-defaults';
import { CardCheckoutModal } from './card-checkout-modal';
import { CardPicker } from './card-picker';
import { CvvModal } from './cvv-modal';
import { CancelPaymentButton, heldItems, useOpenPaymentText } from './open-payments';
import option from './option.module.css';
import { defaultChoice, heldBy, isClosedByClub, today } from './payment-choice';
import styles from './payment-method-page.module.css';

/** Spec §2: an unknown type shows the down payment view. */
export function paymentTypeOf(value: string | undefined): PaymentType {
  return value === 'monthly' || value === 'cash_out' || value === 'other_fees' ? value : 'down';
}

/**
 * money-and-stays §2 "Payment method page": needs the contract in navigation state (else 'no data
 * available'); goes back when the contract has nothing of the type; the type's items and totals,
 * the monthly modes or the fee groups, the amount, the card picker, then the CVV dialog.
 */
export function PaymentMethodPage({
  type,
  billing,
}: {
  type: PaymentType;
  /** The member's profile address, where a new card's billing form starts. */
  billing?: BillingDefaults;
}) {
  const { t } = useTranslation('payments');
  const location = useLocation();
  const navigate = useNavigate();
  const contractId = (location.state as { contract_id?: unknown } | null)?.contract_id;
  const hasState = typeof contractId === 'number';
  const contracts = useQuery({ ...userContractsQueryOptions(), enabled: hasState });
  const cards = useQuery({ ...creditCardsQueryOptions(), enabled: hasState });
  const contract = contracts.data?.data.find((c) => c.contract_id === contractId);
  useDeviceFingerprint(contracts.data?.device_fingerprint ?? null);
  const isEmpty = contract !== undefined && contract.payment_types[type].length === 0;

  // Spec §2: no list for the type goes back one page. Only as the page opens: a list emptied by
  // the payment just made must not pull the member away from its success page.
  const checked = useRef(false);
  useEffect(() => {
    if (contract === undefined || checked.current) return;
    checked.current = true;
    if (isEmpty) navigate(-1);
  }, [contract, isEmpty, navigate]);

  const header = (
    <PageHeader title={t('method.title', { type: t(`types.${type}`) })}>
      <BackLink to={paths.myPayments} state={hasState ? { contract_id: contractId } : undefined}>
        {t('method.back')}
      </BackLink>
    </PageHeader>
  );
  let body: React.ReactNode;
  if (!hasState || (contracts.isSuccess && !contract)) {
    body = (
      <Card>
        <EmptyState
          icon={<SearchX size={28} aria-hidden="true" />}
          title={t('method.noData')}
          text={t('method.noDataText')}
        />
      </Card>
    );
  } else if (contracts.isError) {
    body = (
      <Card>
        <EmptyState
          icon={<TriangleAlert size={28} aria-hidden="true" />}
          title={t('loadErrorTitle')}
          text={t('loadErrorText')}
          action={
            <Button onClick={() => contracts.refetch()} isLoading={contracts.isFetching}>
              {t('retry')}
            </Button>
          }
        />
      </Card>
    );
  } else if (!contract || isEmpty || cards.isPending) {
    body = (
      <Card aria-busy="true" className={styles.loading}>
        <Skeleton width="50%" height={22} />
        <Skeleton width="80%" height={18} />
        <Skeleton width="65%" height={18} />
      </Card>
    );
  } else {
    body = (
      <PaymentForm
        key={`${contract.contract_id}-${type}`}
        contract={contract}
        type={type}
        cards={cards.data ?? []}
        billing={billing}
      />
    );
  }
  return (
    <div className={page.page}>
      {header}
      <div className={page.body}>
        <div className={page.narrow}>{body}</div>
      </div>
    </div>
  );
}

function PaymentForm({
  contract,
  type,
  cards,
  billing,
}: {
  contract: UserContract;
  type: PaymentType;
  cards: CreditCard[];
  billing: BillingDefaults | undefined;
}) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const currency = currencyOf(contract.currency_id);
  const money = (cents: Cents) => formatMoney(cents, currency, language);
  const [mode, setMode] = useState<MonthlyMode>('monthly');
  const [months, setMonths] = useState<number[]>([]);
  const groups = feeGroups(contract.payment_types.other_fees);
  const [feeType, setFeeType] = useState(groups[0]?.feeType ?? '');
  const [accountingOpen, setAccountingOpen] = useState(false);
  const [cvvFor, setCvvFor] = useState<{ card: CreditCard; amount: string } | null>(null);
  const [newCardFor, setNewCardFor] = useState<string | null>(null);

  const choice: PaymentChoice =
    type === 'monthly'
      ? mode === 'multiple'
        ? { type, mode, ids: months }
        : { type, mode }
      : type === 'other_fees'
        ? { type, feeType }
        : defaultChoice(type, contract);
  const date = today();
  const selection = selectPayment(contract, choice, date);
  const ids = selection?.items.map((item) => item.id) ?? [];
  const held = heldItems(contract);
  // Items of a payment still waiting for its outcome are not offered again (issue 19 #6, #8).
  const holding = heldBy(selection, held);
  // Spec §4: what is due now was closed by the club; Accounting takes it, in every mode.
  const isClosed = type === 'monthly' && selection === null && isClosedByClub(contract, mode, date);
  const isPayOff = type === 'monthly' && mode === 'full' && selection !== null;
  const canPay = selection !== null && holding === null;
  const openText = useOpenPaymentText();
  const whyDisabled = useDisabledReason(
    type === 'monthly' && mode === 'multiple' && months.length === 0
      ? t('method.chooseMonthsFirst')
      : undefined,
  );
  const defaultCard = cards.find((card) => card.is_default) ?? cards[0];

  const form = useZodForm(paymentFormSchema, {
    mode: 'onChange',
    defaultValues: {
      order_amount: selection ? toDecimalString(selection.total) : '',
      max_amount: selection ? toAmount(selection.max) : 0,
      contract_id: contract.contract_id,
      paymentTypeIds: ids,
      card_id: defaultCard?.id ?? NEW_CARD_ID,
    },
  });
  const { register, setValue, formState, handleSubmit, watch } = form;
  const total = selection?.total ?? 0;
  const max = selection?.max ?? 0;
  const idsKey = ids.join(',');

  // Switching mode, months or fee group recomputes amount, maximum and covered items (spec §4).
  useEffect(() => {
    setValue('order_amount', total > 0 ? toDecimalString(total as Cents) : '', {
      shouldValidate: total > 0,
    });
    setValue('max_amount', toAmount(max as Cents));
    // An empty choice is said on submit, not while the member is still choosing.
    setValue('paymentTypeIds', idsKey ? idsKey.split(',').map(Number) : [], {
      shouldValidate: idsKey !== '',
    });
  }, [total, max, idsKey, setValue]);

  const cardId = watch('card_id');
  const onSubmit = handleSubmit((values) => {
    if (!canPay) return;
    const card = cards.find((c) => c.id === values.card_id);
    const typed = parseTypedAmount(values.order_amount);
    if (typed === null) return;
    if (card) setCvvFor({ card, amount: money(typed) });
    else setNewCardFor(money(typed));
  });
  // What both ways of paying send: the amount, the covered items and the monthly mode.
  const orderOf = () => {
    const values = form.getValues();
    return {
      order_amount: values.order_amount,
      contract_id: contract.contract_id,
      paymentTypeIds: values.paymentTypeIds,
      paymentType: type,
      ...(type === 'monthly' && { monthlyType: mode, multiplePayment: mode === 'multiple' }),
    };
  };

  const items = type === 'monthly' ? contract.payment_types.monthly : (selection?.items ?? []);
  const pastDue =
    type === 'other_fees' && (selection?.items.some((i) => isPastDue(i, date)) ?? false);
  const modeName = useId();
  const feeName = useId();
  const dateOf = (item: { due_date: string }) =>
    formatDayMonthYear(new Date(`${item.due_date}T12:00:00Z`), language);

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Card as="section" aria-labelledby="contract-heading" className={styles.section}>
          <h2 id="contract-heading" className={styles.heading}>
            {contract.resort}
          </h2>
          <p className={styles.muted}>
            <span className={styles.nowrap}>
              {t('method.contract', { number: contract.contract_number })}
            </span>{' '}
            ·{' '}
            <span className={styles.nowrap}>
              {t('method.balance', { amount: money(toCents(contract.balance)) })}
            </span>
          </p>

          {type === 'monthly' && (
            <fieldset className={option.group}>
              <legend className={option.legend}>{t('method.modeLegend')}</legend>
              {MONTHLY_MODES.map((value) => (
                <label key={value} className={cx(option.option, styles.choice)}>
                  <input
                    type="radio"
                    name={modeName}
                    value={value}
                    checked={mode === value}
                    onChange={() => setMode(value)}
                  />
                  <span>
                    <span className={styles.choiceTitle}>{t(`method.modes.${value}`)}</span>
                    <span className={styles.muted}>{t(`method.modeHints.${value}`)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          )}

          {type === 'other_fees' && groups.length > 1 && (
            <fieldset className={option.group}>
              <legend className={option.legend}>{t('method.feeLegend')}</legend>
              {groups.map((group) => (
                <label key={group.feeType} className={cx(option.option, styles.choice)}>
                  <input
                    type="radio"
                    name={feeName}
                    value={group.feeType}
                    checked={feeType === group.feeType}
                    onChange={() => setFeeType(group.feeType)}
                  />
                  <span className={styles.choiceTitle}>
                    {feeTypeLabel(group.feeType, language)}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          {pastDue && (
            <p className={styles.warning} role="note">
              <TriangleAlert size={18} aria-hidden="true" />
              {t('method.pastDue')}
            </p>
          )}

          <table className={styles.items}>
            <caption className="visually-hidden">{t('method.itemsCaption')}</caption>
            <thead>
              <tr>
                {type === 'monthly' && mode === 'multiple' && (
                  <th scope="col">
                    <span className="visually-hidden">{t('method.choose')}</span>
                  </th>
                )}
                <th scope="col">{t('method.item')}</th>
                <th scope="col">{t('method.dueDate')}</th>
                <th scope="col" className={styles.numeric}>
                  {t('method.lateFee')}
                </th>
                <th scope="col" className={styles.numeric}>
                  {t('method.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {isPayOff && selection ? (
                // Pay in full pays the pay-off, not the installments: one line, the sum it is.
                <tr data-covered="true">
                  <td data-label={t('method.item')}>
                    <span className={styles.itemCell}>
                      <span className={styles.itemName}>{t('method.payOff')}</span>
                      <span className={styles.itemNote}>
                        {t('method.payOffClears', { amount: money(toCents(contract.balance)) })}
                      </span>
                    </span>
                  </td>
                  <td data-label={t('method.dueDate')}>{t('method.payOffWhen')}</td>
                  <td data-label={t('method.lateFee')} className={styles.numeric}>
                    {money(selection.lateFee)}
                  </td>
                  <td data-label={t('method.amount')} className={styles.numeric}>
                    {money(selection.amount)}
                  </td>
                </tr>
              ) : (
                items.map((item) => {
                  const covered = ids.includes(item.id);
                  const label =
                    type === 'other_fees'
                      ? feeTypeLabel(item.fee_type ?? '', language)
                      : t(`method.itemNames.${type}`);
                  const itemDate = dateOf(item);
                  const locked = type === 'monthly' && isLocked(item);
                  const heldFor = held.get(item.id);
                  return (
                    <tr
                      key={item.id}
                      data-covered={covered}
                      data-past-due={isPastDue(item, date)}
                      data-locked={locked}
                    >
                      {type === 'monthly' && mode === 'multiple' && (
                        <td>
                          {locked ? (
                            <button
                              type="button"
                              className={styles.locked}
                              onClick={() => setAccountingOpen(true)}
                              aria-label={t('method.unavailableMonth', { date: itemDate })}
                            >
                              <Info size={18} aria-hidden="true" />
                            </button>
                          ) : (
                            <input
                              type="checkbox"
                              className={styles.check}
                              checked={months.includes(item.id)}
                              disabled={heldFor !== undefined}
                              aria-label={
                                heldFor
                                  ? t('method.heldMonth', {
                                      date: itemDate,
                                      status: openText.short(heldFor),
                                    })
                                  : t('method.chooseMonth', { date: itemDate })
                              }
                              onChange={(event) =>
                                setMonths((current) =>
                                  event.target.checked
                                    ? [...current, item.id]
                                    : current.filter((id) => id !== item.id),
                                )
                              }
                            />
                          )}
                        </td>
                      )}
                      <td data-label={t('method.item')}>
                        <span className={styles.itemCell}>
                          <span className={styles.itemName}>{label}</span>
                          {isPastDue(item, date) && (
                            <span className={styles.overdue}>{t('method.overdue')}</span>
                          )}
                          {locked && <span className={styles.tag}>{t('method.closedMonth')}</span>}
                          {heldFor && <span className={styles.tag}>{openText.short(heldFor)}</span>}
                        </span>
                      </td>
                      <td data-label={t('method.dueDate')}>{itemDate}</td>
                      <td data-label={t('method.lateFee')} className={styles.numeric}>
                        {money(toCents(item.late_fee))}
                      </td>
                      <td data-label={t('method.amount')} className={styles.numeric}>
                        {money((itemTotal(type, item) - toCents(item.late_fee)) as Cents)}
                      </td>
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>

          <dl className={styles.totals}>
            <div>
              <dt>{t('method.subtotal')}</dt>
              <dd>{money((selection?.amount ?? 0) as Cents)}</dd>
            </div>
            <div>
              <dt>{t('method.lateFees')}</dt>
              <dd>{money((selection?.lateFee ?? 0) as Cents)}</dd>
            </div>
            <div className={styles.total}>
              <dt>{t('method.total')}</dt>
              <dd>{money(total as Cents)}</dd>
            </div>
          </dl>
          {formState.errors.paymentTypeIds && (
            <p className={styles.error} role="alert">
              {t('method.chooseMonthsFirst')}
            </p>
          )}
        </Card>

        <Card as="section" aria-labelledby="pay-heading" className={styles.section}>
          <h2 id="pay-heading" className={styles.heading}>
            {t('method.payHeading')}
          </h2>
          {isClosed ? (
            <AccountingNotice
              text={mode === 'full' ? t('method.closedFull') : t('method.closedDue')}
            />
          ) : holding ? (
            <div className={styles.heldNote} role="note">
              <p className={styles.heldTitle}>{openText.title(holding)}</p>
              <p>{t('method.heldItems')}</p>
              <p className={styles.muted}>{openText.text(holding)}</p>
              {holding.can_cancel && (
                <CancelPaymentButton
                  payment={holding}
                  amount={formatMoney(toCents(holding.amount), holding.currency, language)}
                />
              )}
            </div>
          ) : (
            <>
              <TextField
                label={t('method.amountLabel', { currency })}
                inputMode="decimal"
                autoComplete="off"
                isRequired
                readOnly={!selection?.editable}
                hint={
                  selection?.editable
                    ? t('method.amountHint', { max: money(max as Cents) })
                    : t('method.amountFixed')
                }
                errors={fieldErrorKeys(formState.errors.order_amount)}
                {...register('order_amount')}
              />
              <CardPicker
                cards={cards}
                selectedId={cardId}
                onSelect={(id) => setValue('card_id', id)}
              />
              <div>
                <Button type="submit" disabled={!canPay} aria-describedby={whyDisabled.describedBy}>
                  {t('method.continue')}
                </Button>
                {whyDisabled.note}
              </div>
            </>
          )}
        </Card>
      </form>

      <AccountingDialog isOpen={accountingOpen} onClose={() => setAccountingOpen(false)} />
      {cvvFor && (
        <CvvModal
          card={cvvFor.card}
          amount={cvvFor.amount}
          onClose={() => setCvvFor(null)}
          order={() => ({ ...orderOf(), card_id: cvvFor.card.id })}
        />
      )}
      {newCardFor && (
        <CardCheckoutModal
          purpose={{ kind: 'pay', amount: newCardFor, order: orderOf }}
          billing={billing}
          onClose={() => setNewCardFor(null)}
        />
      )}
    </>
  );
}
