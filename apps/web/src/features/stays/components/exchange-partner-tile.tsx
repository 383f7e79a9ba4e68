import { ArrowUpRight, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/ui/cx';
import styles from './exchange-partner-tile.module.css';
import { exchangePartnerOf, monogramOf } from './exchange-partners';

/**
 * One exchange company of the member, from the local catalogue (money-and-stays §3): its monogram,
 * name and what it offers, linking to its public site in a new tab when the catalogue has one.
 * A row on the dashboard, a card on /exchanges.
 */
export function ExchangePartnerTile({
  membershipType,
  variant = 'row',
  isWide = false,
  onFocus,
}: {
  membershipType: string;
  variant?: 'row' | 'card';
  /** A card alone on its row lays out across it from a tablet up. */
  isWide?: boolean;
  /** A carousel brings the focused card into view, so keyboard users can browse too. */
  onFocus?: () => void;
}) {
  const { t } = useTranslation('stays');
  const partner = exchangePartnerOf(membershipType);
  const title = partner?.title ?? membershipType;
  const isCard = variant === 'card';
  const content = (
    <>
      <span className={styles.mark} aria-hidden="true">
        {partner?.mark ?? monogramOf(membershipType)}
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{title}</span>
        <span className={styles.line}>{t(`exchanges.${partner?.key ?? 'other'}`)}</span>
      </span>
    </>
  );
  const className = cx(styles.partner, isCard && styles.card, isCard && isWide && styles.wide);

  if (!partner?.link) return <div className={className}>{content}</div>;
  return (
    <a
      className={className}
      href={partner.link}
      target="_blank"
      rel="noopener noreferrer"
      onFocus={onFocus}
    >
      {content}
      {isCard ? (
        <span className={styles.visit}>
          {t('exchanges.visit', { name: title })}
          <ArrowUpRight size={16} aria-hidden="true" />
        </span>
      ) : (
        <ExternalLink size={16} aria-hidden="true" className={styles.out} />
      )}
      <span className="visually-hidden"> {t('highlight.opensInNewTab')}</span>
    </a>
  );
}
