import { THREAD_PREVIEW_LENGTH } from '@mp/contract/inbox/constants';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A desk reply is plain text; the member side shows club messages as HTML (through the
 * sanitiser's allow-list), so the text is stored escaped, a paragraph per blank-line block and a
 * <br> per line break: the member reads exactly what was typed, and no markup from the desk
 * reaches them.
 */
export function replyHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** A message's first words as plain text (club messages are HTML), for the inbox's list. */
export function previewOf(message: string | null, author: string | null): string {
  if (!message) return '';
  const text =
    author === 'club'
      ? message
          .replace(/<[^>]*>/g, ' ')
          .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
            if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? whole;
            const code = /^#x/i.test(name)
              ? Number.parseInt(name.slice(2), 16)
              : Number(name.slice(1));
            return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
          })
      : message;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > THREAD_PREVIEW_LENGTH
    ? `${flat.slice(0, THREAD_PREVIEW_LENGTH - 1).trimEnd()}…`
    : flat;
}
