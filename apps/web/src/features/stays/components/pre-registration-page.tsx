import { Hash, IdCard, Info, type LucideIcon, PlaneLanding, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/ui/card';
import { cx } from '@/ui/cx';
import { Eyebrow } from '@/ui/eyebrow';
import page from '@/ui/page.module.css';
import { PageHeader } from '@/ui/page-header';
import { destinationArt } from './destination-art';
import { ExternalSiteAction } from './external-site-action';
import service from './service-page.module.css';

const NEEDS: readonly { key: 'confirmation' | 'guests' | 'id' | 'arrival'; icon: LucideIcon }[] = [
  { key: 'confirmation', icon: Hash },
  { key: 'guests', icon: Users },
  { key: 'id', icon: IdCard },
  { key: 'arrival', icon: PlaneLanding },
];

const STEPS_ONLINE = ['open', 'fill', 'arrive'] as const;
/** Without a configured site, Member Care pre-registers the stay for the member. */
const STEPS_BY_CARE = ['openByCare', 'arrive'] as const;

/**
 * money-and-stays §2 "Pre-registration": a title, a subtitle and a button to the external
 * pre-check-in site (`href`, from configuration; null shows whom to contact), with what to have
 * at hand and how it goes, so the member arrives to keys instead of a form.
 */
export function PreRegistrationPage({ href }: { href: string | null }) {
  const { t } = useTranslation('stays');
  return (
    <div className={page.page}>
      <title>{t('preRegistration.title')}</title>
      <PageHeader title={t('preRegistration.title')} subtitle={t('preRegistration.subtitle')} />
      <div className={cx(page.body, service.body)}>
        <Card
          as="section"
          isFlush
          className={service.feature}
          aria-labelledby="pre-registration-title"
        >
          {/* The destination art is 1600 × 900: the size reserves its space before it loads. */}
          <img
            className={service.featureArt}
            src={destinationArt('nuevo vallarta')}
            alt=""
            width={1600}
            height={900}
          />
          <div className={service.featureBody}>
            <Eyebrow>{t('preRegistration.eyebrow')}</Eyebrow>
            <h2 id="pre-registration-title" className={service.featureTitle}>
              {t('preRegistration.heroTitle')}
            </h2>
            <p className={service.featureText}>{t('preRegistration.heroText')}</p>
            <ExternalSiteAction
              href={href}
              label={t('preRegistration.cta')}
              unavailableTitle={t('preRegistration.unavailableTitle')}
              unavailableText={t('preRegistration.unavailableText')}
            />
          </div>
        </Card>

        <section aria-labelledby="pre-registration-needs">
          <h2 id="pre-registration-needs" className={service.sectionTitle}>
            {t('preRegistration.needTitle')}
          </h2>
          <ul className={service.items}>
            {NEEDS.map(({ key, icon: Icon }) => (
              <li key={key} className={service.item}>
                <span className={service.icon}>
                  <Icon size={22} aria-hidden="true" />
                </span>
                <span>
                  <strong className={service.itemTitle}>
                    {t(`preRegistration.needs.${key}.title`)}
                  </strong>
                  <span className={service.itemText}>{t(`preRegistration.needs.${key}.text`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="pre-registration-how">
          <h2 id="pre-registration-how" className={service.sectionTitle}>
            {t('preRegistration.howTitle')}
          </h2>
          <ol className={service.steps}>
            {(href ? STEPS_ONLINE : STEPS_BY_CARE).map((step) => (
              <li key={step} className={service.step}>
                {t(`preRegistration.steps.${step}`)}
              </li>
            ))}
          </ol>
        </section>

        <p className={service.note}>
          <Info size={18} aria-hidden="true" />
          {t('preRegistration.note')}
        </p>
      </div>
    </div>
  );
}
