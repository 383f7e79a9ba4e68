import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';

describe('sanitizeRichText', () => {
  it('keeps the allowed tags, drops scripts and handlers, and opens links safely', () => {
    const html =
      '<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script> <a href="https://example.com" style="x">club</a> <a href="javascript:alert(1)">bad</a></p>';
    expect(sanitizeRichText(html)).toBe(
      '<p>Hi <strong>there</strong> <a href="https://example.com" rel="noopener noreferrer" target="_blank">club</a> <a rel="noopener noreferrer" target="_blank">bad</a></p>',
    );
  });

  it('answers a text it has seen with the same safe text (the memo changes nothing)', () => {
    const html = '<p>FAQ <img src=x onerror=alert(1)> answer</p>';
    const first = sanitizeRichText(html);
    expect(first).toBe('<p>FAQ  answer</p>');
    expect(sanitizeRichText(html)).toBe(first);
  });

  it('stays right after more distinct texts than the memo keeps', () => {
    for (let i = 0; i < 2_100; i++) {
      expect(sanitizeRichText(`<p>${i}<script>${i}</script></p>`)).toBe(`<p>${i}</p>`);
    }
    expect(sanitizeRichText('<p>0<script>0</script></p>')).toBe('<p>0</p>');
  });
});
