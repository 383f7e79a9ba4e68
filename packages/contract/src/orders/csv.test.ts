import { describe, expect, it } from 'vitest';
import { csvCell, neutraliseCell, toCsv } from './csv.ts';

describe('CSV cells', () => {
  it('prefixes every formula start with a quote mark, and nothing else', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutraliseCell(`${start}SUM(A1:A9)`)).toBe(`'${start}SUM(A1:A9)`);
    }
    expect(neutraliseCell('Refund 1')).toBe('Refund 1');
    expect(neutraliseCell('12.50')).toBe('12.50');
    expect(neutraliseCell('')).toBe('');
  });

  it('quotes every cell and doubles quotes; rows end in CRLF', () => {
    expect(csvCell('say "hi", then')).toBe('"say ""hi"", then"');
    expect(csvCell(null)).toBe('""');
    expect(
      toCsv([
        ['a', 1],
        ['=1+1', '@x'],
      ]),
    ).toBe('"a","1"\r\n"\'=1+1","\'@x"\r\n');
  });
});
