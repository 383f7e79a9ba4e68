import { LOCALE_BY_LANGUAGE } from '@mp/contract/constants';
import type { CreditCard } from '@mp/contract/payments/schemas';
import { countryOptions } from '@mp/contract/rules/countries';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/client';
import { useLanguage } from '@/i18n/use-language';
import { errorMessageOf, notify } from '@/lib/notifications';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { cx } from '@/ui/cx';
import { Modal, modalStyles } from '@/ui/modal';
import { Skeleton } from '@/ui/skeleton';
import { useUpdateCard } from '../api/checkout';
import { creditCardsQueryOptions } from '../api/payments-queries';
import type { BillingDefaults } from './billing-defaults';
import { CardCheckoutModal, type CardCheckoutPurpose } from './card-checkout-modal';
import { CardSummary } from './card-picker';
import styles from './card-picker.module.css';
import option from './option.module.css';

type Dialog =
  | { kind: 'view'; card: CreditCard }
  | { kind: 'remove'; card: CreditCard }
  | { kind: 'checkout'; purpose: CardCheckoutPurpose }
  | null;

/**
 * Edit profile's saved cards (spec access §2, money-and-stays §4 "Card lifecycle"): the active
 * cards; a click on one opens it view-only; make default (the list reloads); remove after a
 * confirmation; add a card, or update one's expiry and billing, through the provider's page.
 * Spec money §7: a failed load shows an empty list.
 */
export function SavedCards({ billing }: { billing?: BillingDefaults } = {}) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const cards = useQuery(creditCardsQueryOptions());
  const update = useUpdateCard();
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = cards.data ?? [];

  async function change(card: CreditCard, body: { is_default: true } | { status: false }) {
    try {
      await update.mutateAsync({ id: card.id, body });
      notify(
        'success',
        'status' in body
          ? t('cards.removed')
          : t('cards.madeDefault', { lastFour: card.last_four }),
      );
      setDialog(null);
    } catch (error) {
      notify('error', isApiError(error) ? errorMessageOf(error.display) : t('cards.updateFailed'));
    }
  }

  const countryName = (code: string) =>
    countryOptions(LOCALE_BY_LANGUAGE[language]).find((c) => c.code === code)?.name ?? code;

  return (
    <Card as="section" aria-labelledby="saved-cards-title" className={styles.saved}>
      <div className={styles.savedHeader}>
        <h2 id="saved-cards-title" className={styles.savedTitle}>
          {t('cards.savedTitle')}
        </h2>
        <Button
          variant="secondary"
          onClick={() => setDialog({ kind: 'checkout', purpose: { kind: 'add' } })}
        >
          <Plus size={18} aria-hidden="true" />
          {t('cards.add')}
        </Button>
      </div>
      {cards.isPending ? (
        <Skeleton height={56} />
      ) : list.length === 0 ? (
        <p className={styles.meta}>{t('cards.savedNone')}</p>
      ) : (
        <ul className={styles.savedList}>
          {list.map((card) => (
            <li key={card.id} className={cx(option.option, styles.savedItem)}>
              <button
                type="button"
                className={styles.cardButton}
                onClick={() => setDialog({ kind: 'view', card })}
                aria-haspopup="dialog"
              >
                <CardSummary card={card} />
              </button>
              <span className={styles.cardActions}>
                {!card.is_default && (
                  <Button
                    variant="ghost"
                    onClick={() => change(card, { is_default: true })}
                    isLoading={update.isPending && update.variables?.id === card.id}
                    aria-label={t('cards.makeDefaultOf', { lastFour: card.last_four })}
                  >
                    {t('cards.makeDefault')}
                  </Button>
                )}
                <Button
                  variant="ghost"
                  onClick={() => setDialog({ kind: 'remove', card })}
                  aria-label={t('cards.removeOf', { lastFour: card.last_four })}
                >
                  {t('cards.remove')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.meta}>{t('checkout.ownCardsOnly')}</p>

      {dialog?.kind === 'view' && (
        <Modal
          isOpen
          title={t('cards.viewTitle', {
            type: dialog.card.card_type,
            lastFour: dialog.card.last_four,
          })}
          onClose={() => setDialog(null)}
          actions={
            <>
              <Button
                variant="ghost"
                onClick={() =>
                  setDialog({ kind: 'checkout', purpose: { kind: 'update', card: dialog.card } })
                }
              >
                {t('cards.update')}
              </Button>
              <Button onClick={() => setDialog(null)}>{t('contracts.close')}</Button>
            </>
          }
        >
          <dl className={styles.details}>
            <dt>{t('cards.number')}</dt>
            <dd className={styles.cardNumber}>{dialog.card.card_number}</dd>
            <dt>{t('cards.holder')}</dt>
            <dd>{dialog.card.card_holder_name}</dd>
            <dt>{t('cards.expiry')}</dt>
            <dd>
              {String(dialog.card.exp_month).padStart(2, '0')}/{dialog.card.exp_year}
            </dd>
            <dt>{t('cards.billing')}</dt>
            <dd>
              {dialog.card.address}, {dialog.card.city}, {dialog.card.state} {dialog.card.post_code}
              , {countryName(dialog.card.country)}
            </dd>
          </dl>
        </Modal>
      )}
      {dialog?.kind === 'remove' && (
        <Modal
          isOpen
          title={t('cards.removeTitle')}
          onClose={() => setDialog(null)}
          actions={
            <>
              <Button variant="ghost" onClick={() => setDialog(null)} disabled={update.isPending}>
                {t('cvv.cancel')}
              </Button>
              <Button
                onClick={() => change(dialog.card, { status: false })}
                isLoading={update.isPending}
              >
                {t('cards.removeConfirm')}
              </Button>
            </>
          }
        >
          <p className={modalStyles.form}>
            {t('cards.removeText', {
              type: dialog.card.card_type,
              lastFour: dialog.card.last_four,
            })}
          </p>
        </Modal>
      )}
      {dialog?.kind === 'checkout' && (
        <CardCheckoutModal
          purpose={dialog.purpose}
          billing={billing}
          onClose={() => setDialog(null)}
        />
      )}
    </Card>
  );
}
