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

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  });
}
