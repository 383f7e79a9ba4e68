import { LANGUAGES, type Language, LOCALE_BY_LANGUAGE } from '@mp/contract/constants';
import { isLanguage, languageFromBrowser } from '@mp/contract/rules/language';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_STORAGE_KEY = 'lang';

type Bundle = Record<string, object>;

/**
 * Two dynamic imports per language: only the active language ships, and the member screens'
 * texts load once someone is signed in, not with the login page.
 */
const visitorLoaders: Record<Language, () => Promise<Bundle>> = {
  en: async () => (await import('./locales/en/visitor')).visitor,
  es: async () => (await import('./locales/es/visitor')).visitor,
};
/**
 * The rest of the texts, in parts loaded by the routes that show them: `auth` (the sign-in,
 * registration and password screens), `member` (the dashboard, stays and reservations, and the
 * error texts of their calls) with the first member screen, `areas` (account, messages centre,
 * payments, reference) with the screens of those areas.
 */
export type TextsPart = 'auth' | 'member' | 'areas';
const partLoaders: Record<TextsPart, Record<Language, () => Promise<Bundle>>> = {
  auth: {
    en: async () => ({ auth: (await import('./locales/en/auth')).auth }),
    es: async () => ({ auth: (await import('./locales/es/auth')).auth }),
  },
  member: {
    en: async () => (await import('./locales/en/member')).member,
    es: async () => (await import('./locales/es/member')).member,
  },
  areas: {
    en: async () => (await import('./locales/en/member-areas')).memberAreas,
    es: async () => (await import('./locales/es/member-areas')).memberAreas,
  },
};
/** The parts a screen asked for: a language switch then loads them too. */
const wantedParts = new Set<TextsPart>();
/** The parts loaded so far, as `${language}:${part}`. */
const loadedParts = new Set<string>();

export const i18n = i18next.createInstance();

function readStoredLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Spec §4: the stored choice, else the browser's language (Spanish only for Spanish). */
export function initialLanguage(): Language {
  return readStoredLanguage() ?? languageFromBrowser(navigator.language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : initialLanguage();
}

/** The `lang` of the document for a language: `en-US`, `es-MX`. */
export function documentLanguage(language: Language): string {
  const [lang, region] = LOCALE_BY_LANGUAGE[language].split('-');
  return `${lang}-${region?.toUpperCase()}`;
}

function syncDocumentLanguage(language: Language) {
  // The build's prerender (src/prerender.tsx) runs without a document.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = documentLanguage(language);
}

/**
 * The chosen language as a cookie too: the server reads it to send the first screen prerendered
 * in that language (apps/api prerendered pages), where Accept-Language says otherwise.
 */
export const LANGUAGE_COOKIE = 'lang';
function rememberLanguageForServer(language: Language) {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax${secure}`;
}

function addBundle(language: Language, bundle: Bundle) {
  for (const [namespace, texts] of Object.entries(bundle)) {
    i18n.addResourceBundle(language, namespace, texts, true, true);
  }
}

async function ensureLanguageLoaded(language: Language) {
  const parts: Promise<void>[] = [];
  if (!i18n.hasResourceBundle(language, 'common')) {
    parts.push(visitorLoaders[language]().then((bundle) => addBundle(language, bundle)));
  }
  for (const part of wantedParts) {
    if (loadedParts.has(`${language}:${part}`)) continue;
    parts.push(
      partLoaders[part][language]().then((bundle) => {
        addBundle(language, bundle);
        loadedParts.add(`${language}:${part}`);
      }),
    );
  }
  await Promise.all(parts);
}

let markReady: () => void = () => undefined;
/** Settles once i18next is initialised (the router's first loaders may run before that). */
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Parts of the texts in the current language (route loaders await them). */
export async function loadTexts(parts: readonly TextsPart[]) {
  for (const part of parts) {
    wantedParts.add(part);
    // The chunk is asked for at once, alongside the start-up's own work.
    void partLoaders[part][currentLanguage()]();
  }
  await ready;
  await ensureLanguageLoaded(currentLanguage());
}

function baseOptions(language: Language) {
  return {
    lng: language,
    fallbackLng: false as const,
    supportedLngs: [...LANGUAGES],
    ns: [
      'common',
      'shell',
      'auth',
      'legal',
      'messages',
      'validation',
      'account',
      'dashboard',
      'inbox',
      'payments',
      'reference',
      'stays',
    ],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    // Resources are in memory before anything renders, so nothing needs to suspend.
    react: { useSuspense: false },
    returnNull: false,
  };
}

i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) syncDocumentLanguage(language);
});

/** Loads the start-up language, then initialises i18next with it. */
export async function initI18n(language: Language = initialLanguage()) {
  const stored = readStoredLanguage();
  if (stored) rememberLanguageForServer(stored);
  const resources = await visitorLoaders[language]();
  await i18n.use(initReactI18next).init({
    ...baseOptions(language),
    resources: { [language]: resources } as Resource,
  });
  syncDocumentLanguage(language);
  markReady();
  return i18n;
}

/** Tests: a synchronous start with resources already imported. */
export function initI18nWithResources(language: Language, resources: Resource) {
  if (i18n.isInitialized) {
    for (const [lng, bundle] of Object.entries(resources))
      addBundle(lng as Language, bundle as Bundle);
    void i18n.changeLanguage(language);
    return i18n;
  }
  void i18n.use(initReactI18next).init({ ...baseOptions(language), resources, initAsync: false });
  syncDocumentLanguage(language);
  markReady();
  return i18n;
}

/**
 * Switches the interface language on this device only (stored under 'lang').
 * Saving it to the member's profile is the app's job (see app/language-change).
 */
export async function setInterfaceLanguage(language: Language) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
  rememberLanguageForServer(language);
  await ensureLanguageLoaded(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
