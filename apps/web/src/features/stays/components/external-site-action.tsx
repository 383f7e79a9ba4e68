import { CUSTOMER_CARE } from '@mp/contract/profile/constants';
import { ExternalLink, Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/i18n/use-language';
import { paths } from '@/lib/paths';
import { buttonClassName } from '@/ui/button';
import styles from './external-site-action.module.css';

/**
 * The call to action of a page whose service lives on another site (money-and-stays §2: club
 * benefits, pre-registration): a button opening it in a new tab, its address never shown. When
 * the address is not configured, the page says whom to contact instead of showing a dead link.
 */
export function ExternalSiteAction({
  href,
  label,
  unavailableTitle,
  unavailableText,
}: {
  href: string | null;
  label: string;
  unavailableTitle: string;
  unavailableText: string;
}) {
  const { t } = useTranslation('stays');
  const language = useLanguage();
  if (href) {
    return (
      <a
        className={buttonClassName('primary')}
        // Our own stand-in page (a path, club-links.ts) opens in the member's language.
        href={href.startsWith('/') ? `${href}?lang=${language}` : href}
        target="_blank"
        rel="noopener noreferrer"
      >
        {label}
        <ExternalLink size={18} aria-hidden="true" />
        <span className="visually-hidden"> {t('highlight.opensInNewTab')}</span>
      </a>
    );
  }
  return (
    <div className={styles.unavailable}>
      <p className={styles.title}>{unavailableTitle}</p>
      <p className={styles.text}>{unavailableText}</p>
      <div className={styles.actions}>
        <a
          className={buttonClassName('primary')}
          href={`tel:${CUSTOMER_CARE.tollFree.replace(/\s/g, '')}`}
        >
          <Phone size={18} aria-hidden="true" />
          {t('externalSite.call', { phone: CUSTOMER_CARE.tollFree })}
        </a>
        <Link className={buttonClassName('secondary')} to={paths.contact}>
          <Mail size={18} aria-hidden="true" />
          {t('externalSite.write')}
        </Link>
      </div>
      <p className={styles.hours}>{t('externalSite.hours')}</p>
    </div>
  );
}
