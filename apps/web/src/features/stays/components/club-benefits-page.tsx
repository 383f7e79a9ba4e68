import { BedDouble, Car, Compass, Info, type LucideIcon, Ship, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { Card } from '@/ui/card';
import { cx } from '@/ui/cx';
import { Eyebrow } from '@/ui/eyebrow';
import page from '@/ui/page.module.css';
import { PageHeader } from '@/ui/page-header';
import styles from './club-benefits-page.module.css';
import { ExternalSiteAction } from './external-site-action';
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
    <div className={page.page}>
      <title>{t('clubBenefits.title')}</title>
      <PageHeader title={t('clubBenefits.title')} subtitle={t('clubBenefits.subtitle')} />
      <div className={cx(page.body, service.body)}>
        <Card as="section" isFlush className={service.feature} aria-labelledby="club-freedom-title">
          <div className={styles.logoPanel}>
            <ClubFreedomLogo label={t('clubBenefits.logo')} />
          </div>
          <div className={service.featureBody}>
            <Eyebrow>{t('clubBenefits.eyebrow')}</Eyebrow>
            <h2 id="club-freedom-title" className={service.featureTitle}>
              {t('clubBenefits.heroTitle')}
            </h2>
            <p className={service.featureText}>{t('clubBenefits.heroText')}</p>
            <ExternalSiteAction
              href={href}
              label={t('clubBenefits.cta')}
              unavailableTitle={t('clubBenefits.unavailableTitle')}
              unavailableText={t('clubBenefits.unavailableText')}
            />
          </div>
        </Card>

        <section aria-labelledby="club-freedom-what">
          <h2 id="club-freedom-what" className={service.sectionTitle}>
            {t('clubBenefits.whatTitle')}
          </h2>
          <ul className={service.items}>
            {ITEMS.map(({ key, icon: Icon }) => (
              <li key={key} className={service.item}>
                <span className={service.icon}>
                  <Icon size={22} aria-hidden="true" />
                </span>
                <span>
                  <strong className={service.itemTitle}>
                    {t(`clubBenefits.items.${key}.title`)}
                  </strong>
                  <span className={service.itemText}>{t(`clubBenefits.items.${key}.text`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="club-freedom-how">
          <h2 id="club-freedom-how" className={service.sectionTitle}>
            {t('clubBenefits.howTitle')}
          </h2>
          <ol className={service.steps}>
            <li className={service.step}>
              {t(href ? 'clubBenefits.steps.open' : 'clubBenefits.steps.openByCare')}
            </li>
            <li className={service.step}>
              <span className={service.stepBody}>
                {t('clubBenefits.steps.signIn')}
                <Link className={service.stepLink} to={paths.myAccount}>
                  {t('clubBenefits.accountLink')}
                </Link>
              </span>
            </li>
            <li className={service.step}>{t('clubBenefits.steps.book')}</li>
          </ol>
        </section>

        <p className={service.note}>
          <Info size={18} aria-hidden="true" />
          {t('clubBenefits.note')}
        </p>
      </div>
    </div>
  );
}
