import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Read from disk: the test runner stubs style sheets, `?raw` included.
const css = readFileSync(join(import.meta.dirname, 'button.module.css'), 'utf8');

/** The selectors of every rule of the sheet, in order (the sheet has no nested at-rules here). */
function rules(sheet: string): { selector: string; body: string; index: number }[] {
  const withoutComments = sheet.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match, index) => ({
    selector: (match[1] ?? '').trim(),
    body: match[2] ?? '',
    index,
  }));
}

/**
 * (classes + attributes + pseudo-classes) of a compound selector, the only column these rules
 * use: `:not(x)` counts as its argument, a pseudo-element or element name never appears here.
 */
function specificity(selector: string): number {
  const classes = selector.match(/\.[\w-]+/g)?.length ?? 0;
  const attributes = selector.match(/\[[^\]]+\]/g)?.length ?? 0;
  const pseudo = selector.match(/:(?!not\()[\w-]+/g)?.length ?? 0;
  return classes + attributes + pseudo;
}

describe('button variants (issue 19 #12)', () => {
  const all = rules(css);
  const baseHover = all.find((rule) => rule.selector.startsWith('.button:hover'));

  it.each(['secondary', 'ghost', 'onDark'])(
    'the %s hover rule outranks the base hover, so its own colours win',
    (variant) => {
      const hover = all.find((rule) => rule.selector.startsWith(`.${variant}:hover`));
      expect(baseHover).toBeDefined();
      expect(hover).toBeDefined();
      if (!baseHover || !hover) return;
      const wins =
        specificity(hover.selector) > specificity(baseHover.selector) ||
        (specificity(hover.selector) === specificity(baseHover.selector) &&
          hover.index > baseHover.index);
      expect(wins).toBe(true);
      // It sets its background itself: the base hover's teal never shows under a teal label.
      expect(hover.body).toMatch(/--button-bg:/);
      expect(hover.body).toMatch(/--button-fg:/);
    },
  );
});
