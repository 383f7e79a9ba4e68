import type { Language } from '@mp/contract/constants';
import { interpolate } from '@mp/contract/i18n/interpolate';
import { type EmailKey, emailCatalog } from './catalog.ts';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Layout {
  lang: Language;
  name: string;
  subjectKey: EmailKey;
  introKey: EmailKey;
  /** A code shown large, e.g. the reset code. */
  code?: string;
  action?: { key: EmailKey; url: string };
  noteKey?: EmailKey;
  params?: Record<string, string | number>;
  showIgnore?: boolean;
}

/** One layout for every e-mail: the text part says exactly what the HTML part says. */
function render(layout: Layout): RenderedEmail {
  const c = emailCatalog[layout.lang];
  const params = { ...layout.params, name: layout.name };
  const t = (key: EmailKey) => interpolate(c[key], params);
  const paragraphs = [t('greeting'), t(layout.introKey)];
  const note = layout.noteKey ? t(layout.noteKey) : undefined;

  const text = [
    ...paragraphs,
    layout.code ? `    ${layout.code}` : undefined,
    layout.action ? `${t(layout.action.key)}: ${layout.action.url}` : undefined,
    note,
    layout.showIgnore ? t('ignore') : undefined,
    t('signature'),
    '--',
    t('footer'),
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
${layout.showIgnore ? p(t('ignore')) : ''}
${p(t('signature'))}
</td></tr>
<tr><td style="padding:16px 32px;background:#EADFCC;font-size:12px;line-height:18px;color:#4A5360">${escapeHtml(t('footer'))}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: t(layout.subjectKey), text, html };
}

export const emails = {
  verifyEmail: (lang: Language, name: string, url: string, minutes: number, isResend: boolean) =>
    render({
      lang,
      name,
      subjectKey: isResend ? 'verify_resent_subject' : 'verify_subject',
      introKey: isResend ? 'verify_resent_intro' : 'verify_intro',
      action: { key: 'verify_action', url },
      noteKey: 'verify_expiry',
      params: { minutes },
      showIgnore: isResend,
    }),
  alreadyVerified: (lang: Language, name: string, loginUrl: string) =>
    render({
      lang,
      name,
      subjectKey: 'already_verified_subject',
      introKey: 'already_verified_intro',
      action: { key: 'already_verified_action', url: loginUrl },
      showIgnore: true,
    }),
  resetCode: (lang: Language, name: string, code: string, url: string, minutes: number) =>
    render({
      lang,
      name,
      subjectKey: 'reset_subject',
      introKey: 'reset_intro',
      code,
      action: { key: 'reset_action', url },
      noteKey: 'reset_expiry',
      params: { minutes },
      showIgnore: true,
    }),
  memberClaimCode: (
    lang: Language,
    name: string,
    code: string,
    details: { account: string; memberId: number; minutes: number },
  ) =>
    render({
      lang,
      name,
      subjectKey: 'claim_subject',
      introKey: 'claim_intro',
      code,
      noteKey: 'claim_expiry',
      params: details,
    }),
  membershipMoved: (
    lang: Language,
    name: string,
    details: { account: string; previous: string; memberId: number },
  ) =>
    render({
      lang,
      name,
      subjectKey: 'moved_subject',
      introKey: 'moved_intro',
      noteKey: 'moved_note',
      params: details,
    }),
};
