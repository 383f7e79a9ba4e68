import { escapeHtml } from '../../platform/html.ts';
import type { DevMail } from './dev-mail-routes.ts';

/** A plain server-rendered page: no script, styles from its own stylesheet, strict CSP holds. */
export function renderMailboxPage(mails: DevMail[], to: string | undefined): string {
  const items = mails
    .map(
      (mail) => `<article class="mail">
  <header><h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · ${escapeHtml(new Date(mail.created_at).toUTCString())} · ${escapeHtml(mail.status)}</p></header>
  ${mail.links.length ? `<ul class="links">${mail.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>` : ''}
  <p><a href="/dev/mailbox/${mail.id}" target="_blank" rel="noopener">View the HTML version</a></p>
  <pre>${escapeHtml(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · Member Passport</title><link rel="stylesheet" href="/dev/mailbox.css"></head>
<body><main><h1>Dev mailbox</h1>
<form method="get" action="/dev/mailbox"><label for="to">Recipient</label> <input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}"> <button type="submit">Filter</button></form>
<p>${mails.length} e-mail(s), newest first. JSON: <a href="/api/dev/mail${to ? `?to=${encodeURIComponent(to)}` : ''}">/api/dev/mail</a></p>
${items || '<p>No e-mails yet.</p>'}
</main></body></html>`;
}

export const MAILBOX_CSS = `body{margin:0;background:#F6EFE4;font:16px/1.5 system-ui,sans-serif;color:#1B2432}
main{max-width:900px;margin:0 auto;padding:24px}h1{font-family:Georgia,serif;color:#0B2545}
.mail{background:#fff;border-radius:12px;padding:16px 20px;margin:16px 0;box-shadow:0 2px 8px rgba(11,37,69,.08)}
.mail h2{margin:0;font-size:18px;color:#0B2545}.meta{margin:4px 0;color:#4A5360;font-size:14px}
.links{font-size:14px;word-break:break-all}pre{white-space:pre-wrap;font-size:13px;background:#F6EFE4;padding:12px;border-radius:8px}
input{padding:6px 8px}button{padding:6px 12px;background:#0E7C7B;color:#fff;border:0;border-radius:6px}`;
