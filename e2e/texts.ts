import { resources as en } from '../apps/web/src/i18n/locales/en/index.ts';
import { resources as es } from '../apps/web/src/i18n/locales/es/index.ts';
import type { Lang } from './fixtures.ts';

/** The web app's own catalogues: journeys find things by the words a member reads. */
export const texts = (lang: Lang) => (lang === 'es' ? es : en);

/** A text with its markup tags (<link>, <strong>) dropped, as the page shows it. */
export const plain = (text: string) => text.replace(/<\/?\w+>/g, '');
