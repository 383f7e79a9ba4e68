import { BedDouble, Car, Compass, type LucideIcon, Ship, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import styles from './club-benefits-page.module.css';
import { ServicePage } from './service-page';
import service from './service-page.module.css';

const ITEMS: readonly { key: 'hotels' | 'cruises' | 'cars' | 'activities'; icon: LucideIcon }[] = [
  { key: 'hotels', icon: BedDouble },
  { key: 'cruises', icon: Ship },
  { key: 'cars', icon: Car },
  { key: 'activities', icon: Ticket },
];

/** Our own mark for the programme (we hold no rights to a partner's logo): one image to readers. */
function ClubFreedomLogo({ label }: { label: string }) {
  return (
    <div className={styles.logo} role="img" aria-label={label}>
      <span className={styles.emblem}>
        <Compass size={44} strokeWidth={1.5} aria-hidden="true" />
      </span>
      <span className={styles.wordmark} aria-hidden="true">
        <span className={styles.club}>CLUB</span>
        <span className={styles.freedom}>Freedom</span>
      </span>
    </div>
  );
}

/**
 * money-and-stays §2 "Club benefits": the programme's logo and a button to its external site
 * (`href`, from configuration; null shows whom to contact), with what a member can book and how.
 */
export function ClubBenefitsPage({ href }: { href: string | null }) {
  const { t } = useTranslation('stays');
  return (
    <ServicePage
      id="club-freedom"
      href={href}
      texts={{
        title: t('clubBenefits.title'),
        subtitle: t('clubBenefits.subtitle'),
        eyebrow: t('clubBenefits.eyebrow'),
        heroTitle: t('clubBenefits.heroTitle'),
        heroText: t('clubBenefits.heroText'),
        cta: t('clubBenefits.cta'),
        unavailableTitle: t('clubBenefits.unavailableTitle'),
        unavailableText: t('clubBenefits.unavailableText'),
        itemsTitle: t('clubBenefits.whatTitle'),
        howTitle: t('clubBenefits.howTitle'),
        note: t('clubBenefits.note'),
      }}
      media={
        <div className={styles.logoPanel}>
          <ClubFreedomLogo label={t('clubBenefits.logo')} />
        </div>
      }
      items={ITEMS.map(({ key, icon }) => ({
        key,
        icon,
        title: t(`clubBenefits.items.${key}.title`),
        text: t(`clubBenefits.items.${key}.text`),
      }))}
      steps={[
        {
          key: 'open',
          content: t(href ? 'clubBenefits.steps.open' : 'clubBenefits.steps.openByCare'),
        },
        {
          key: 'signIn',
          content: (
            <span className={service.stepBody}>
              {t('clubBenefits.steps.signIn')}
              <Link className={service.stepLink} to={paths.myAccount}>
                {t('clubBenefits.accountLink')}
              </Link>
            </span>
          ),
        },
        { key: 'book', content: t('clubBenefits.steps.book') },
      ]}
    />
  );
}
