import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Repeat } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/card';
import { exchangesQueryOptions } from '../api/stays-queries';
import block from './dashboard-block.module.css';
import { exchangePartnerOf } from './exchange-partners';
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
        {exchanges.data.map((type) => {
          const partner = exchangePartnerOf(type);
          const title = partner?.title ?? type;
          const content = (
            <>
              <span className={styles.icon}>
                <Repeat size={18} aria-hidden="true" />
              </span>
              <span className={styles.text}>
                <span className={styles.name}>{title}</span>
                <span className={styles.line}>{t(`exchanges.${partner?.key ?? 'other'}`)}</span>
              </span>
            </>
          );
          return (
            <li key={type}>
              {partner?.link ? (
                <a
                  className={styles.partner}
                  href={partner.link}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {content}
                  <ExternalLink size={16} aria-hidden="true" className={styles.out} />
                  <span className="visually-hidden"> {t('highlight.opensInNewTab')}</span>
                </a>
              ) : (
                <div className={styles.partner}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
