import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import logoSvg from '@/assets/brand/logo.svg?raw';
import { paths } from '@/lib/paths';
import styles from './brand-logo.module.css';

/**
 * The logo draws with currentColor, so it is inlined to take the colour of the bar it sits on.
 * Its own title is dropped: the link carries the accessible name, and the logo appears twice.
 */
const logoMarkup = logoSvg
  .replace(/<title[^>]*>[\s\S]*?<\/title>/, '')
  .replace(/\s(role|aria-labelledby)="[^"]*"/g, '')
  .replace('<svg ', '<svg aria-hidden="true" focusable="false" ');

/** The logo links home; the product is labelled as a beta (spec §1). */
export function BrandLogo({ to = paths.home }: { to?: string }) {
  const { t } = useTranslation(['common', 'shell']);
  return (
    <Link to={to} className={styles.brand} aria-label={t('shell:homeLink')}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own build-time SVG asset, not data */}
      <span className={styles.mark} dangerouslySetInnerHTML={{ __html: logoMarkup }} />
      <span className={styles.beta} aria-hidden="true">
        {t('common:beta')}
      </span>
    </Link>
  );
}
