import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/card';
import { cx } from '@/ui/cx';
import { Skeleton } from '@/ui/skeleton';
import { creditCardsQueryOptions } from '../api/payments-queries';
import { CardSummary } from './card-picker';
import styles from './card-picker.module.css';
import option from './option.module.css';

/**
 * Edit profile's saved cards (spec access §2), read-only until the cards issue adds making a card
 * the default, removing one and adding one. Spec money §7: a failed load shows an empty list.
 */
export function SavedCards() {
  const { t } = useTranslation('payments');
  const cards = useQuery(creditCardsQueryOptions());
  const list = cards.data ?? [];
  return (
    <Card as="section" aria-labelledby="saved-cards-title" className={styles.saved}>
      <h2 id="saved-cards-title" className={styles.savedTitle}>
        {t('cards.savedTitle')}
      </h2>
      {cards.isPending ? (
        <Skeleton height={56} />
      ) : list.length === 0 ? (
        <p className={styles.meta}>{t('cards.savedNone')}</p>
      ) : (
        <ul className={styles.savedList}>
          {list.map((card) => (
            <li key={card.id} className={cx(option.option, styles.savedItem)}>
              <CardSummary card={card} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
