import { type ResortFamily, resortFamilyOf } from '@mp/contract/reference/imagery';
import { useTranslation } from 'react-i18next';
import styles from './resort-logo.module.css';

/** Logo files are named after the family in kebab case: 'The Grand Mayan' -> the-grand-mayan.svg. */
const logoUrls = import.meta.glob<string>('@/assets/resort-logos/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

function kebab(family: ResortFamily): string {
  return family.toLowerCase().replace(/\s+/g, '-');
}

export function logoUrlOf(family: ResortFamily): string | undefined {
  const suffix = `/resort-logos/${kebab(family)}.svg`;
  return Object.entries(logoUrls).find(([path]) => path.endsWith(suffix))?.[1];
}

/** Spec §2: the resort logo of the member's resort family (Grand Luxxe when nothing matches). */
export function ResortLogo({ resortName }: { resortName: string | null }) {
  const { t } = useTranslation('dashboard');
  const family = resortFamilyOf(resortName);
  const url = logoUrlOf(family);
  return (
    <div className={styles.box}>
      {url ? (
        // The resort logos are drawn 480 × 160: the size reserves their space before they load.
        <img
          className={styles.logo}
          src={url}
          alt={t('membership.resortLogo', { resort: family })}
          width={480}
          height={160}
        />
      ) : (
        <span className={styles.text}>{family}</span>
      )}
    </div>
  );
}
