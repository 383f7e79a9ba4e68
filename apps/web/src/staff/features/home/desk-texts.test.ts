import { spanishStyleProblems } from '@mp/contract/i18n/spanish-style';
import { describe, expect, it } from 'vitest';
import { consoleDesk as en } from '@/i18n/locales/en/console-desk';
import { consoleDesk as es } from '@/i18n/locales/es/console-desk';

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

describe("the desk's console texts", () => {
  it('have the same keys in both languages', () => {
    expect(leaves(es as Tree).map(([key]) => key)).toEqual(leaves(en as Tree).map(([key]) => key));
  });

  it('follow the Spanish style guide (docs/spanish.md)', () => {
    const problems = leaves(es as Tree).flatMap(([key, text]) =>
      spanishStyleProblems(text, 'tu').map((problem) => `${key}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
