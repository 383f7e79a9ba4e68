import { describe, expect, it } from 'vitest';
import { consoleTexts as consoleEn } from './locales/en/console';
import { resources as memberEn } from './locales/en/index';
import { consoleTexts as consoleEs } from './locales/es/console';
import { resources as memberEs } from './locales/es/index';

/** The member app's catalogues and the staff console's, each checked alike. */
const CATALOGUES = [
  { app: 'member app', en: memberEn, es: memberEs },
  { app: 'staff console', en: consoleEn, es: consoleEs },
] as const;
const en = { ...memberEn, ...consoleEn, messages: memberEn.messages };
const es = { ...memberEs, ...consoleEs, messages: memberEs.messages };

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(leaves);
}

describe.each(CATALOGUES)('i18n catalogs of the $app', ({ en, es }) => {
  it('have the same namespaces in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en))(
    'namespace %s has exactly the same keys in both languages',
    (namespace) => {
      const english = keysOf(en[namespace as keyof typeof en]).sort();
      const spanish = keysOf(es[namespace as keyof typeof es]).sort();
      expect({
        missingInSpanish: english.filter((key) => !spanish.includes(key)),
        extraInSpanish: spanish.filter((key) => !english.includes(key)),
      }).toEqual({
        missingInSpanish: [],
        extraInSpanish: [],
      });
    },
  );

  it('writes the brand as "Member Passport" in both languages', () => {
    const misspelt = [...leaves(en), ...leaves(es)].flatMap((text) =>
      [...text.matchAll(/member passport/gi)]
        .map(([name]) => name)
        .filter((name) => name !== 'Member Passport'),
    );
    expect(misspelt).toEqual([]);
  });

  it('has no empty text', () => {
    for (const text of [...leaves(en), ...leaves(es)]) expect(text.trim()).not.toBe('');
  });

  it('uses the same interpolation variables in both languages', () => {
    const variables = (text: string) =>
      [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((match) => match[1]).sort();
    for (const namespace of Object.keys(en) as (keyof typeof en)[]) {
      const englishKeys = keysOf(en[namespace]);
      for (const key of englishKeys) {
        const pick = (root: unknown) =>
          key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], root);
        expect(variables(String(pick(es[namespace]))), `${namespace}:${key}`).toEqual(
          variables(String(pick(en[namespace]))),
        );
      }
    }
  });
});

/** Every `<key>` / `<key>Of` pair: a button's visible text and its accessible name. */
function labelPairs(value: unknown, prefix = ''): { key: string; label: string; name: string }[] {
  if (typeof value !== 'object' || value === null) return [];
  const entries = Object.entries(value);
  const own = entries.flatMap(([key, child]) => {
    const name = (value as Record<string, unknown>)[`${key}Of`];
    return typeof child === 'string' && typeof name === 'string'
      ? [{ key: prefix ? `${prefix}.${key}` : key, label: child, name }]
      : [];
  });
  return [
    ...own,
    ...entries.flatMap(([key, child]) => labelPairs(child, prefix ? `${prefix}.${key}` : key)),
  ];
}

describe('accessible names (WCAG 2.5.3 "label in name")', () => {
  it('every longer name of a button starts with the words the button shows, in both languages', () => {
    const broken = [
      ...labelPairs(en).map((pair) => ({ lang: 'en', ...pair })),
      ...labelPairs(es).map((pair) => ({ lang: 'es', ...pair })),
    ].filter(({ label, name }) => !name.startsWith(label));
    expect(broken).toEqual([]);
  });
});
