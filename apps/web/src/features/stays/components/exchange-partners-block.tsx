import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/card';
import { exchangesQueryOptions } from '../api/stays-queries';
import block from './dashboard-block.module.css';
import { ExchangePartnerTile } from './exchange-partner-tile';
import styles from './exchange-partners-block.module.css';

/**
 * The dashboard's exchange partners (issue 7): shown only when the member belongs to at least
 * one company; while loading, or if the call fails, the dashboard simply goes without it.
 */
export function ExchangePartnersBlock() {
  const { t } = useTranslation('stays');
  const exchanges = useQuery(exchangesQueryOptions());
  const titleId = useId();
  if (!exchanges.data || exchanges.data.length === 0) return null;

  return (
    <Card as="section" className={block.section} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className={block.title}>
          {t('exchanges.title')}
        </h2>
        <p className={block.subtitle}>{t('exchanges.subtitle')}</p>
      </div>
      <ul className={styles.list}>
        {exchanges.data.map((type) => (
          <li key={type}>
            <ExchangePartnerTile membershipType={type} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
