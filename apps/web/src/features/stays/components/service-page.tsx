import { Info, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/ui/card';
import { cx } from '@/ui/cx';
import { Eyebrow } from '@/ui/eyebrow';
import page from '@/ui/page.module.css';
import { PageHeader } from '@/ui/page-header';
import { ExternalSiteAction } from './external-site-action';
import styles from './service-page.module.css';

/** The texts of a service page, already translated. */
export interface ServicePageTexts {
  title: string;
  subtitle: string;
  eyebrow: string;
  heroTitle: string;
  heroText: string;
  cta: string;
  unavailableTitle: string;
  unavailableText: string;
  itemsTitle: string;
  howTitle: string;
  note: string;
}

/**
 * money-and-stays §2's two pages that send a member to a partner's site (club benefits,
 * pre-registration): a feature card with the page's picture and the button to the site (`href`
 * from configuration; null shows whom to contact instead), a list of what to know with icons,
 * numbered steps and a closing note. `id` prefixes the sections' heading ids.
 */
export function ServicePage({
  id,
  href,
  texts,
  media,
  items,
  steps,
}: {
  id: string;
  href: string | null;
  texts: ServicePageTexts;
  media: ReactNode;
  items: readonly { key: string; icon: LucideIcon; title: string; text: string }[];
  steps: readonly { key: string; content: ReactNode }[];
}) {
  return (
    <div className={page.page}>
      <PageHeader title={texts.title} subtitle={texts.subtitle} />
      <div className={cx(page.body, styles.body)}>
        <Card as="section" isFlush className={styles.feature} aria-labelledby={`${id}-title`}>
          {media}
          <div className={styles.featureBody}>
            <Eyebrow>{texts.eyebrow}</Eyebrow>
            <h2 id={`${id}-title`} className={styles.featureTitle}>
              {texts.heroTitle}
            </h2>
            <p className={styles.featureText}>{texts.heroText}</p>
            <ExternalSiteAction
              href={href}
              label={texts.cta}
              unavailableTitle={texts.unavailableTitle}
              unavailableText={texts.unavailableText}
            />
          </div>
        </Card>

        <section aria-labelledby={`${id}-items`}>
          <h2 id={`${id}-items`} className={styles.sectionTitle}>
            {texts.itemsTitle}
          </h2>
          <ul className={styles.items}>
            {items.map(({ key, icon: Icon, title, text }) => (
              <li key={key} className={styles.item}>
                <span className={styles.icon}>
                  <Icon size={22} aria-hidden="true" />
                </span>
                <span>
                  <strong className={styles.itemTitle}>{title}</strong>
                  <span className={styles.itemText}>{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby={`${id}-how`}>
          <h2 id={`${id}-how`} className={styles.sectionTitle}>
            {texts.howTitle}
          </h2>
          <ol className={styles.steps}>
            {steps.map(({ key, content }) => (
              <li key={key} className={styles.step}>
                {content}
              </li>
            ))}
          </ol>
        </section>

        <p className={styles.note}>
          <Info size={18} aria-hidden="true" />
          {texts.note}
        </p>
      </div>
    </div>
  );
}
