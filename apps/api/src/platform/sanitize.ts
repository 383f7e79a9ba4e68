import sanitizeHtml from 'sanitize-html';

/**
 * HTML from data (FAQ answers, highlight descriptions, club messages) is reduced to this
 * allow-list before it reaches a browser (SECURITY.md "Input"). Links open safely.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'h3',
    'h4',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

const OUTPUT_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
};

/**
 * The same stored text always gives the same safe text, and sanitising costs about a millisecond
 * per FAQ answer: results are kept, up to MEMO_LIMIT texts (the FAQs, highlights and club
 * messages being read), the oldest forgotten first.
 */
const MEMO_LIMIT = 2_000;
const memo = new Map<string, string>();

export function sanitizeRichText(html: string): string {
  const known = memo.get(html);
  if (known !== undefined) return known;
  const safe = sanitizeHtml(html, OUTPUT_OPTIONS);
  if (memo.size >= MEMO_LIMIT) {
    const oldest = memo.keys().next();
    if (!oldest.done) memo.delete(oldest.value);
  }
  memo.set(html, safe);
  return safe;
}
