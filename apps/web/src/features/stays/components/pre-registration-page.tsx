import { Hash, IdCard, type LucideIcon, PlaneLanding, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { destinationArt } from './destination-art';
import { ServicePage } from './service-page';
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
    <ServicePage
      id="pre-registration"
      href={href}
      texts={{
        title: t('preRegistration.title'),
        subtitle: t('preRegistration.subtitle'),
        eyebrow: t('preRegistration.eyebrow'),
        heroTitle: t('preRegistration.heroTitle'),
        heroText: t('preRegistration.heroText'),
        cta: t('preRegistration.cta'),
        unavailableTitle: t('preRegistration.unavailableTitle'),
        unavailableText: t('preRegistration.unavailableText'),
        itemsTitle: t('preRegistration.needTitle'),
        howTitle: t('preRegistration.howTitle'),
        note: t('preRegistration.note'),
      }}
      media={
        // The destination art is 1600 × 900: the size reserves its space before it loads.
        <img
          className={service.featureArt}
          src={destinationArt('nuevo vallarta')}
          alt=""
          width={1600}
          height={900}
        />
      }
      items={NEEDS.map(({ key, icon }) => ({
        key,
        icon,
        title: t(`preRegistration.needs.${key}.title`),
        text: t(`preRegistration.needs.${key}.text`),
      }))}
      steps={(href ? STEPS_ONLINE : STEPS_BY_CARE).map((step) => ({
        key: step,
        content: t(`preRegistration.steps.${step}`),
      }))}
    />
  );
}
