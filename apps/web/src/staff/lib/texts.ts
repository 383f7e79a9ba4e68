import type { Language } from '@mp/contract/constants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, initI18n, setInterfaceLanguage } from '@/i18n/i18n';
import type { consoleTexts } from '@/i18n/locales/en/console';

/**
 * The console's texts. The member app's i18n types list only its own namespaces (i18next.d.ts),
 * so the console's are typed here, from its catalogue (i18n/locales/en/console.ts): a console
 * screen calls `useConsoleText('consoleInbox')` and gets `t` checked against that namespace.
 */
type Catalogues = typeof consoleTexts;
export type ConsoleNamespace = Exclude<keyof Catalogues, 'messages'>;

type Plural = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Base<K extends string> = K extends `${infer B}_${Plural}` ? B : K;
/** Every text's dotted key (a plural's `_one` / `_other` forms under their base key). */
export type TextKey<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${Base<K>}` : TextKey<T[K], `${P}${K}.`>;
}[keyof T & string];

export type ConsoleT<N extends ConsoleNamespace> = (
  key: TextKey<Catalogues[N]>,
  values?: Record<string, string | number>,
) => string;

type LooseT = (key: string, options?: Record<string, unknown>) => string;

export function useConsoleText<N extends ConsoleNamespace>(namespace: N) {
  const { t, i18n: instance } = useTranslation();
  const language = instance.language;
  return useMemo(() => {
    const translate: ConsoleT<N> = (key, values) =>
      (t as unknown as LooseT)(key, { ...values, ns: namespace });
    return { t: translate, language };
  }, [t, namespace, language]);
}

const loaders: Record<Language, () => Promise<Record<string, unknown>>> = {
  en: async () => (await import('@/i18n/locales/en/console')).consoleTexts,
  es: async () => (await import('@/i18n/locales/es/console')).consoleTexts,
};
const loaded = new Set<Language>();

/** Loads the console's catalogue of a language into the shared i18next instance. */
export async function loadConsoleTexts(language: Language) {
  if (loaded.has(language)) return;
  const bundle = await loaders[language]();
  for (const [namespace, texts] of Object.entries(bundle)) {
    i18n.addResourceBundle(language, namespace, texts as object, true, true);
  }
  loaded.add(language);
}

let markStarted: () => void = () => undefined;
/**
 * Settles once the start-up has initialised i18next and loaded the console's texts. The router
 * starts its loaders as soon as its module is imported (createBrowserRouter), so a guard's
 * session answer may come back before that: anything touching the i18next instance waits here
 * (before it, `addResourceBundle` and `changeLanguage` fail on an instance without a store).
 */
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});
let starting: Promise<void> | null = null;

/** The console's start-up (main.tsx): i18next in this device's language, and its texts. */
export function startConsoleTexts(): Promise<void> {
  starting ??= (async () => {
    const instance = await initI18n();
    await loadConsoleTexts(instance.language === 'es' ? 'es' : 'en');
    markStarted();
  })();
  return starting;
}

/** The console's own choice this tab (sessionStorage), kept over the staff account's language. */
const CHOSEN_KEY = 'mp.console.language-chosen';

function wasChosen() {
  try {
    return window.sessionStorage.getItem(CHOSEN_KEY) === '1';
  } catch {
    return false;
  }
}

/** Switches the console's language; `chosen` when the person picked it (the switch). */
export async function setConsoleLanguage(language: Language, { chosen = false } = {}) {
  if (chosen) {
    try {
      window.sessionStorage.setItem(CHOSEN_KEY, '1');
    } catch {
      // Without storage the choice lasts until the next session payload.
    }
  }
  await loadConsoleTexts(language);
  await setInterfaceLanguage(language);
}

/** A staff session opens in the account's language, unless the person switched in this tab. */
export async function applyStaffLanguage(language: Language) {
  if (!i18n.isInitialized) await started;
  if (wasChosen() || i18n.language === language) return;
  await setConsoleLanguage(language);
}
