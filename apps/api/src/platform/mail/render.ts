import type { Language } from '@mp/contract/constants';
import { emailLayoutEn } from '@mp/contract/i18n/emails.en';
import { emailLayoutEs } from '@mp/contract/i18n/emails.es';
import { interpolate } from '@mp/contract/i18n/interpolate';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const layoutTexts = { en: emailLayoutEn, es: emailLayoutEs } as const;

/** An area's e-mail texts in both languages (its contract folder's emails.en/es). */
export type EmailCatalogue<K extends string> = Record<Language, Record<K, string>>;

export interface EmailLayout<K extends string> {
  lang: Language;
  name: string;
  subjectKey: K;
  introKey: K;
  /** A code shown large, e.g. the reset code. */
  code?: string;
  action?: { key: K; url: string };
  noteKey?: K;
  params?: Record<string, string | number>;
  showIgnore?: boolean;
}

/**
 * One layout for every e-mail of every area: the text part says exactly what the HTML part says.
 * The area gives its own texts; the brand, greeting, signature and footer are the layout's.
 */
export function renderEmail<K extends string>(
  catalogue: EmailCatalogue<K>,
  layout: EmailLayout<K>,
): RenderedEmail {
  const own = catalogue[layout.lang];
  const c = layoutTexts[layout.lang];
  const params = { ...layout.params, name: layout.name };
  const fill = (text: string) => interpolate(text, params);
  const t = (key: K) => fill(own[key]);
  const paragraphs = [fill(c.greeting), t(layout.introKey)];
  const note = layout.noteKey ? t(layout.noteKey) : undefined;

  const text = [
    ...paragraphs,
    layout.code ? `    ${layout.code}` : undefined,
    layout.action ? `${t(layout.action.key)}: ${layout.action.url}` : undefined,
    note,
    layout.showIgnore ? fill(c.ignore) : undefined,
    fill(c.signature),
    '--',
    fill(c.footer),
  ]
    .filter(Boolean)
    .join('\n\n');

  const p = (s: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1B2432">${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
  const html = `<!doctype html>
<html lang="${layout.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(t(layout.subjectKey))}</title></head>
<body style="margin:0;padding:0;background:#F6EFE4;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#F6EFE4;padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#FFFFFF;border-radius:12px;overflow:hidden">
<tr><td style="background:#0B2545;padding:24px 32px;color:#FFFFFF;font-family:Georgia,serif;font-size:22px">${escapeHtml(c.brand)}</td></tr>
<tr><td style="padding:32px">
${paragraphs.map(p).join('\n')}
${layout.code ? `<p style="margin:8px 0 24px;font-size:32px;letter-spacing:8px;font-weight:700;color:#0B2545">${escapeHtml(layout.code)}</p>` : ''}
${layout.action ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(layout.action.url)}" style="display:inline-block;background:#0E7C7B;color:#FFFFFF;text-decoration:none;padding:12px 24px;border-radius:8px;font-weight:600">${escapeHtml(t(layout.action.key))}</a></p>` : ''}
${note ? p(note) : ''}
${layout.showIgnore ? p(fill(c.ignore)) : ''}
${p(fill(c.signature))}
</td></tr>
<tr><td style="padding:16px 32px;background:#EADFCC;font-size:12px;line-height:18px;color:#4A5360">${escapeHtml(fill(c.footer))}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: t(layout.subjectKey), text, html };
}
