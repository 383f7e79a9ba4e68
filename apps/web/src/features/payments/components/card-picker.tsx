import { NEW_CARD_ID } from '@mp/contract/payments/constants';
import { cardBrand } from '@mp/contract/payments/rules/cards';
import type { CreditCard } from '@mp/contract/payments/schemas';
import { CreditCard as CardIcon, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './card-picker.module.css';
import option from './option.module.css';

/** A brand mark drawn as text (Visa, Mastercard), generic otherwise (spec §9 "Card logos"). */
export function CardMark({ cardType }: { cardType: string }) {
  const brand = cardBrand(cardType);
  if (brand === 'visa' || brand === 'mastercard') {
    return (
      <span className={styles.mark} data-brand={brand} aria-hidden="true">
        {brand === 'visa' ? (
          'VISA'
        ) : (
          <>
            <span className={styles.circle} />
            <span className={styles.circle} />
          </>
        )}
      </span>
    );
  }
  return (
    <span className={styles.mark} data-brand="other" aria-hidden="true">
      <CardIcon size={20} />
    </span>
  );
}

/** A saved card as a member recognises it: brand, masked number, holder, expiry, default. */
export function CardSummary({ card }: { card: CreditCard }) {
  const { t } = useTranslation('payments');
  return (
    <>
      <CardMark cardType={card.card_type} />
      <span className={styles.text}>
        <span className={styles.number}>
          <span className="visually-hidden">
            {t('cards.ending', { type: card.card_type, lastFour: card.last_four })}
          </span>
          <span aria-hidden="true">{card.card_number}</span>
        </span>
        <span className={styles.meta}>
          {card.card_holder_name} ·{' '}
          {t('cards.expires', {
            month: String(card.exp_month).padStart(2, '0'),
            year: card.exp_year,
          })}
          {card.is_default && <span className={styles.default}>{t('cards.default')}</span>}
        </span>
      </span>
    </>
  );
}

/**
 * Spec §4 "Card selection": the saved cards with the default pre-selected, and the add-new entry
 * (id -1), chosen when there is no saved card. A new card is typed on the provider's page.
 */
export function CardPicker({
  cards,
  selectedId,
  onSelect,
}: {
  cards: CreditCard[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation('payments');
  const name = useId();
  return (
    <fieldset className={option.group}>
      <legend className={option.legend}>{t('cards.legend')}</legend>
      {cards.map((card) => (
        <label key={card.id} className={option.option}>
          <input
            type="radio"
            name={name}
            value={card.id}
            checked={selectedId === card.id}
            onChange={() => onSelect(card.id)}
          />
          <CardSummary card={card} />
        </label>
      ))}
      <label className={option.option}>
        <input
          type="radio"
          name={name}
          value={NEW_CARD_ID}
          checked={selectedId === NEW_CARD_ID}
          onChange={() => onSelect(NEW_CARD_ID)}
        />
        <span className={styles.mark} data-brand="new" aria-hidden="true">
          <Plus size={20} />
        </span>
        <span className={styles.text}>
          <span className={styles.number}>{t('cards.addNew')}</span>
          <span className={styles.meta}>{t('cards.addNewHint')}</span>
        </span>
      </label>
    </fieldset>
  );
}
