import type { Language } from '@mp/contract/constants';
import { useTranslation } from 'react-i18next';
import captionsEn from '@/assets/media/how-it-works.captions.en.vtt?url';
import captionsEs from '@/assets/media/how-it-works.captions.es.vtt?url';
import posterEn from '@/assets/media/how-it-works.en.jpg';
import mp4En from '@/assets/media/how-it-works.en.mp4';
import webmEn from '@/assets/media/how-it-works.en.webm';
import posterEs from '@/assets/media/how-it-works.es.jpg';
import mp4Es from '@/assets/media/how-it-works.es.mp4';
import webmEs from '@/assets/media/how-it-works.es.webm';
import { useLanguage } from '@/i18n/use-language';
import styles from './how-it-works-video.module.css';

/** The clip in each language (scripts/render-how-it-works.mjs draws it from our illustrations). */
const CLIPS: Record<Language, { poster: string; webm: string; mp4: string }> = {
  en: { poster: posterEn, webm: webmEn, mp4: mp4En },
  es: { poster: posterEs, webm: webmEs, mp4: mp4Es },
};
const CAPTIONS: Record<Language, string> = { en: captionsEn, es: captionsEs };

/**
 * The "how it works" video of the dashboard and the About page (spec §2): the clip of the
 * member's language, a poster, captions in both languages (the member's shown by default), no
 * autoplay, and nothing downloaded until the member presses play.
 */
export function HowItWorksVideo({ label }: { label: string }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const clip = CLIPS[language];
  return (
    <video
      // A new language loads the other clip.
      key={language}
      className={styles.video}
      controls
      preload="none"
      playsInline
      poster={clip.poster}
      width={960}
      height={540}
      aria-label={label}
    >
      <source src={clip.webm} type="video/webm" />
      <source src={clip.mp4} type="video/mp4" />
      <track
        kind="captions"
        src={CAPTIONS.en}
        srcLang="en"
        label={t('language.name.en')}
        default={language === 'en'}
      />
      <track
        kind="captions"
        src={CAPTIONS.es}
        srcLang="es"
        label={t('language.name.es')}
        default={language === 'es'}
      />
    </video>
  );
}
