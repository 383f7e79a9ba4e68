import {
  CalendarCheck,
  CalendarDays,
  FileDown,
  Gift,
  Globe,
  type LucideIcon,
  MessageSquare,
  Repeat,
  Wallet,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import heroUrl from '@/assets/destinations/riviera-maya.svg';
import { HowItWorksVideo } from '@/components/how-it-works-video';
import { Card } from '@/ui/card';
import { cx } from '@/ui/cx';
import { DocumentTitle } from '@/ui/document-title';
import page from '@/ui/page.module.css';
import styles from './about-page.module.css';

const ITEMS: readonly { key: string; icon: LucideIcon }[] = [
  { key: 'weeks', icon: CalendarDays },
  { key: 'pay', icon: Wallet },
  { key: 'invoices', icon: FileDown },
  { key: 'reserve', icon: CalendarCheck },
  { key: 'exchanges', icon: Repeat },
  { key: 'benefits', icon: Gift },
  { key: 'messages', icon: MessageSquare },
  { key: 'anywhere', icon: Globe },
];

/**
 * Spec §2 About: a header image, title, subtitle, a list of 8 items in two columns, and a video
 * with a poster whose source depends on the language.
 */
export function AboutPage() {
  const { t } = useTranslation('reference');
  return (
    <div className={page.page}>
      <DocumentTitle>{t('about.title')}</DocumentTitle>
      <header className={styles.hero}>
        {/* The destination art is 1600 × 900: the size reserves its space before it loads. */}
        <img className={styles.heroArt} src={heroUrl} alt="" width={1600} height={900} />
        <div className={styles.heroText}>
          <h1 className={styles.title}>{t('about.title')}</h1>
          <p className={styles.subtitle}>{t('about.subtitle')}</p>
        </div>
      </header>
      <div className={cx(page.body, styles.body)}>
        <section aria-labelledby="about-items">
          <h2 id="about-items" className={styles.sectionTitle}>
            {t('about.itemsTitle')}
          </h2>
          <ul className={styles.items}>
            {ITEMS.map(({ key, icon: Icon }) => (
              <li key={key} className={styles.item}>
                <span className={styles.icon}>
                  <Icon size={22} aria-hidden="true" />
                </span>
                <span>
                  <strong className={styles.itemTitle}>
                    {t(`about.items.${key}.title` as 'about.items.weeks.title')}
                  </strong>
                  <span className={styles.itemText}>
                    {t(`about.items.${key}.text` as 'about.items.weeks.text')}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
        <Card as="section" aria-labelledby="about-video" className={styles.video}>
          <h2 id="about-video" className={styles.sectionTitle}>
            {t('about.videoTitle')}
          </h2>
          <HowItWorksVideo label={t('about.videoLabel')} />
        </Card>
      </div>
    </div>
  );
}
