import { type SpanishRegister, spanishStyleProblems } from '@mp/contract/i18n/spanish-style';
import { describe, expect, it } from 'vitest';
import captions from '@/assets/media/how-it-works.captions.es.vtt?raw';
import { consoleTexts } from './locales/es/console';
import { resources as es } from './locales/es/index';

/** Every text of a catalogue with its key ("payments.history.invoice"). */
function entries(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    entries(child, prefix ? `${prefix}.${key}` : key),
  );
}

const problemsOf = (texts: [string, string][], register: SpanishRegister) =>
  texts.flatMap(([key, text]) =>
    spanishStyleProblems(text, register).map((problem) => `${key}: ${problem}`),
  );

// docs/spanish.md: the glossary and the register, on every Spanish text of the web app (the legal
// texts' own test checks them in usted).
describe('the Spanish texts follow the style guide', () => {
  it.each(Object.keys(es))('screens: namespace %s, in tú', (namespace) => {
    expect(problemsOf(entries(es[namespace as keyof typeof es]), 'tu')).toEqual([]);
  });

  it.each(Object.keys(consoleTexts))('staff console: namespace %s, in tú', (namespace) => {
    expect(problemsOf(entries(consoleTexts[namespace as keyof typeof consoleTexts]), 'tu')).toEqual(
      [],
    );
  });

  it('the how-it-works captions, in tú', () => {
    const cues = captions.split('\n').filter((line) => /\p{L}/u.test(line) && line !== 'WEBVTT');
    expect(problemsOf(entries(cues), 'tu')).toEqual([]);
  });
});
