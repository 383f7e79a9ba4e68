/**
 * A broadcast's body is plain text as the club wrote it; the message centre shows club messages
 * as (sanitised) HTML. The text becomes paragraphs (a blank line between them) with line breaks,
 * every character escaped: what the composer's preview shows is what the member reads.
 */
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function broadcastHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
