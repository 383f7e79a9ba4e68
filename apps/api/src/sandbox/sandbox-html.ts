import { formatMoney, parseCents } from '@mp/contract/money/money';
import { escapeHtml } from '../platform/html.ts';
import { SANDBOX_BAD_CVV, SANDBOX_TEST_CARDS } from './test-cards.ts';

/**
 * The sandbox provider's hosted pages: a payment provider's look (its own name, colours and
 * type), not the portal's, in the request's locale. No script but the auto-post of results.
 */

type Locale = 'en' | 'es';

const TEXT = {
  en: {
    title: 'SandboxPay secure checkout',
    badge: 'TEST MODE',
    merchant: 'Merchant',
    reference: 'Reference',
    pay: (amount: string) => `Pay ${amount}`,
    saveCard: 'Save card',
    amount: 'Amount',
    noCharge: 'Your card is checked and saved; nothing is charged.',
    cardNumber: 'Card number',
    expiry: 'Expiry date',
    month: 'Month',
    year: 'Year',
    yearPlaceholder: 'YYYY',
    brand: 'Brand',
    cvv: 'Security code (CVV)',
    holder: 'Name on the card',
    billing: 'Billing address',
    cancel: 'Cancel and return to the merchant',
    testCards: 'Test cards',
    testCardsHint: `Any future expiry date. Any CVV, except ${SANDBOX_BAD_CVV}, which is refused as wrong.`,
    card: 'Number',
    outcome: 'Outcome',
    errors: {
      number: 'Enter a valid card number: this one is not one.',
      expiry: 'Choose an expiry date that has not passed.',
      cvv: 'Enter the 3-digit code on the back (4 digits on the front of American Express).',
      holder: 'Enter the name printed on the card.',
    },
    reviewHint: 'A payment held for review gets its final word at the review desk:',
    refused: 'This checkout request was refused',
    refusals: {
      account: 'Unknown access key or profile id.',
      signature: 'The signature does not match.',
      page: 'The transaction type does not belong to this page.',
      stale: 'The signed date and time is stale.',
      uuid: 'This transaction uuid was already used or cancelled (reason 104).',
      amount: 'The amount is not valid.',
      fields: (names: string) =>
        `One or more fields are missing or not valid (reason 102): ${names}.`,
    },
    continue: 'Continue to the merchant',
    redirecting: 'Returning you to the merchant…',
    months: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
    review: {
      title: 'Review desk',
      intro:
        'Payments held for review wait here for their final word, as a real provider’s review team would give it.',
      testCard: (number: string) =>
        `Test card ${number} answers REVIEW (reason 230): the bank approved it but the security code check failed, so the payment is held. Accept it and the sandbox tells the merchant it is approved; reject it and it is declined (reason 481).`,
      channels:
        'A hosted-checkout payment gets the decision as a signed notification to the merchant; a saved-card charge is updated here, and the merchant sees it when it looks the charge up.',
      held: 'Held payments',
      none: 'No payment is held for review.',
      reference: 'Reference',
      amount: 'Amount',
      kind: 'Kind',
      card: 'Card',
      since: 'Held since',
      decision: 'Final word',
      hosted: 'Hosted checkout',
      token: 'Saved-card charge',
      accept: 'Accept',
      reject: 'Reject',
      acceptLabel: (reference: string) => `Accept the payment ${reference}`,
      rejectLabel: (reference: string) => `Reject the payment ${reference}`,
      accepted: (reference: string) => `${reference} accepted: the merchant is told it is paid.`,
      rejected: (reference: string) =>
        `${reference} rejected: the merchant is told it is declined.`,
      gone: 'That payment is no longer held: it already has its final word.',
      language: 'Language',
    },
  },
  es: {
    title: 'Pago seguro SandboxPay',
    badge: 'MODO DE PRUEBA',
    merchant: 'Comercio',
    reference: 'Referencia',
    pay: (amount: string) => `Pagar ${amount}`,
    saveCard: 'Guardar tarjeta',
    amount: 'Monto',
    noCharge: 'Tu tarjeta se verifica y se guarda; no se hace ningún cargo.',
    cardNumber: 'Número de tarjeta',
    expiry: 'Fecha de vencimiento',
    month: 'Mes',
    year: 'Año',
    yearPlaceholder: 'AAAA',
    brand: 'Marca',
    cvv: 'Código de seguridad (CVV)',
    holder: 'Nombre en la tarjeta',
    billing: 'Dirección de facturación',
    cancel: 'Cancelar y volver al comercio',
    testCards: 'Tarjetas de prueba',
    testCardsHint: `Cualquier fecha de vencimiento futura. Cualquier CVV, excepto ${SANDBOX_BAD_CVV}, que se rechaza como incorrecto.`,
    card: 'Número',
    outcome: 'Resultado',
    errors: {
      number: 'Ingresa un número de tarjeta válido: este no lo es.',
      expiry: 'Elige una fecha de vencimiento que no haya pasado.',
      cvv: 'Ingresa el código de 3 dígitos del reverso (4 dígitos al frente en American Express).',
      holder: 'Ingresa el nombre impreso en la tarjeta.',
    },
    reviewHint: 'Un pago retenido para revisión recibe su decisión final en la mesa de revisión:',
    refused: 'Esta solicitud de pago fue rechazada',
    refusals: {
      account: 'La clave de acceso o el perfil no son conocidos.',
      signature: 'La firma no coincide.',
      page: 'El tipo de transacción no corresponde a esta página.',
      stale: 'La fecha y hora firmadas ya caducaron.',
      uuid: 'Este transaction uuid ya se usó o se canceló (motivo 104).',
      amount: 'El monto no es válido.',
      fields: (names: string) => `Faltan campos o no son válidos (motivo 102): ${names}.`,
    },
    continue: 'Continuar al comercio',
    redirecting: 'Te llevamos de vuelta al comercio…',
    months: ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'],
    review: {
      title: 'Mesa de revisión',
      intro:
        'Los pagos retenidos para revisión esperan aquí su decisión final, como la daría el equipo de revisión de un proveedor real.',
      testCard: (number: string) =>
        `La tarjeta de prueba ${number} responde REVIEW (motivo 230): el banco la aprobó, pero falló la verificación del código de seguridad, así que el pago queda retenido. Si lo aceptas, el sandbox le avisa al comercio que está aprobado; si lo rechazas, queda rechazado (motivo 481).`,
      channels:
        'Un pago del checkout alojado recibe la decisión como una notificación firmada al comercio; un cargo a una tarjeta guardada se actualiza aquí, y el comercio lo ve cuando consulta el cargo.',
      held: 'Pagos retenidos',
      none: 'No hay pagos retenidos para revisión.',
      reference: 'Referencia',
      amount: 'Monto',
      kind: 'Tipo',
      card: 'Tarjeta',
      since: 'Retenido desde',
      decision: 'Decisión final',
      hosted: 'Checkout alojado',
      token: 'Cargo a tarjeta guardada',
      accept: 'Aceptar',
      reject: 'Rechazar',
      acceptLabel: (reference: string) => `Aceptar el pago ${reference}`,
      rejectLabel: (reference: string) => `Rechazar el pago ${reference}`,
      accepted: (reference: string) => `${reference} aceptado: el comercio sabrá que está pagado.`,
      rejected: (reference: string) =>
        `${reference} rechazado: el comercio sabrá que fue rechazado.`,
      gone: 'Ese pago ya no está retenido: ya tiene su decisión final.',
      language: 'Idioma',
    },
  },
} as const;

const OUTCOMES: Record<string, { en: string; es: string }> = {
  'ACCEPT 100': { en: 'Approved', es: 'Aprobada' },
  'DECLINE 203': { en: 'Declined (general decline)', es: 'Rechazada (rechazo general)' },
  'DECLINE 204': { en: 'Declined (insufficient funds)', es: 'Rechazada (fondos insuficientes)' },
  'REVIEW 230': { en: 'Held for review', es: 'Retenida para revisión' },
};

export type SandboxFieldError = keyof (typeof TEXT)['en']['errors'];

/** Why the sandbox refuses a checkout request, as the provider would say it. */
export type SandboxRefusal =
  | { reason: Exclude<keyof (typeof TEXT)['en']['refusals'], 'fields'> }
  | { reason: 'fields'; fields: readonly string[] };

/** Where the review desk lives (sandbox-pages.ts). */
export const SANDBOX_REVIEW_PATH = '/sandbox/review';

const page = (locale: Locale, title: string, body: string, options: { wide?: boolean } = {}) =>
  `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/sandbox/checkout/sandbox.css"></head><body><header class="bar"><span class="logo" aria-hidden="true">◆</span> SandboxPay <span class="badge">${TEXT[locale].badge}</span></header><main${options.wide ? ' class="wide"' : ''}>${body}</main></body></html>`;

const hidden = (fields: Readonly<Record<string, string>>) =>
  Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');

const groupedNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * An amount as the portal writes it, "$9,850.00 MXN" (`formatMoney`); text that is not a
 * decimal amount in MXN or USD is shown as sent.
 */
export function shownAmount(
  amount: string | undefined,
  currency: string | undefined,
  locale: Locale,
): string {
  const cents = parseCents(amount ?? '');
  if (cents === null || (currency !== 'MXN' && currency !== 'USD')) {
    return `${amount ?? ''} ${currency ?? ''}`.trim();
  }
  return formatMoney(cents, currency, locale);
}

export function renderCheckoutPage(options: {
  locale: Locale;
  request: Readonly<Record<string, string>>;
  amount: string;
  errors?: readonly SandboxFieldError[];
  holder?: string;
  now: Date;
}): string {
  const t = TEXT[options.locale];
  const r = options.request;
  const isTokenOnly = !r.transaction_type?.startsWith('sale');
  const errors = new Set(options.errors ?? []);
  const error = (name: SandboxFieldError) =>
    errors.has(name) ? `<p class="error" id="${name}-error">${escapeHtml(t.errors[name])}</p>` : '';
  const described = (name: SandboxFieldError) =>
    errors.has(name) ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  const year = options.now.getUTCFullYear();
  const months = `<option value="">MM</option>${t.months
    .map((m, i) => `<option value="${i + 1}">${String(i + 1).padStart(2, '0')}-${m}</option>`)
    .join('')}`;
  const years = `<option value="">${t.yearPlaceholder}</option>${Array.from(
    { length: 11 },
    (_, i) => `<option>${year + i}</option>`,
  ).join('')}`;
  const billing = [
    `${r.bill_to_forename ?? ''} ${r.bill_to_surname ?? ''}`,
    r.bill_to_address_line1,
    `${r.bill_to_address_city ?? ''}, ${r.bill_to_address_state ?? ''} ${r.bill_to_address_postal_code ?? ''}`,
    r.bill_to_address_country,
  ]
    .filter(Boolean)
    .map((line) => escapeHtml(String(line)))
    .join('<br>');
  const cards = SANDBOX_TEST_CARDS.map(
    (card) =>
      `<tr><td>${card.brand}</td><td><code>${groupedNumber(card.number)}</code></td><td>${escapeHtml(OUTCOMES[`${card.decision} ${card.reasonCode}`]?.[options.locale] ?? card.label)}${card.type === '003' ? ' (CVV 4)' : ''}</td></tr>`,
  ).join('');

  const body = `<section class="panel" aria-labelledby="title">
<h1 id="title">${escapeHtml(t.title)}</h1>
<dl class="summary"><div><dt>${t.merchant}</dt><dd>Member Passport</dd></div><div><dt>${t.reference}</dt><dd>${escapeHtml(r.reference_number ?? '')}</dd></div>
<div class="total"><dt>${t.amount}</dt><dd>${escapeHtml(options.amount)}</dd></div></dl>
${isTokenOnly ? `<p class="note">${t.noCharge}</p>` : ''}
<form method="post" action="/sandbox/checkout/submit" novalidate>${hidden(r)}
<label for="card_number">${t.cardNumber}</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required${described('number')}>${error('number')}
<fieldset><legend>${t.expiry}</legend><div class="row">
<label class="sr" for="card_expiry_month">${t.month}</label><select id="card_expiry_month" name="card_expiry_month"${described('expiry')}>${months}</select>
<label class="sr" for="card_expiry_year">${t.year}</label><select id="card_expiry_year" name="card_expiry_year"${described('expiry')}>${years}</select></div>${error('expiry')}</fieldset>
<label for="card_cvn">${t.cvv}</label>
<input id="card_cvn" name="card_cvn" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required${described('cvv')}>${error('cvv')}
<label for="card_holder">${t.holder}</label>
<input id="card_holder" name="card_holder" autocomplete="cc-name" value="${escapeHtml(options.holder ?? `${r.bill_to_forename ?? ''} ${r.bill_to_surname ?? ''}`.trim())}" required${described('holder')}>${error('holder')}
<p class="billing"><strong>${t.billing}</strong><br>${billing}</p>
<button type="submit" class="primary">${isTokenOnly ? t.saveCard : escapeHtml(t.pay(options.amount))}</button>
<button type="submit" class="link" formaction="/sandbox/checkout/cancel" formnovalidate>${t.cancel}</button>
</form></section>
<section class="panel cards" aria-labelledby="cards-title"><h2 id="cards-title">${t.testCards}</h2><p>${escapeHtml(t.testCardsHint)}</p>
<table><thead><tr><th scope="col">${t.brand}</th><th scope="col">${t.card}</th><th scope="col">${t.outcome}</th></tr></thead><tbody>${cards}</tbody></table>
<p>${escapeHtml(t.reviewHint)} <a href="${SANDBOX_REVIEW_PATH}?lang=${options.locale}">${escapeHtml(t.review.title)}</a></p></section>`;
  return page(options.locale, t.title, body);
}

export function renderRefusedPage(locale: Locale, refusal: SandboxRefusal): string {
  const t = TEXT[locale];
  const reason =
    refusal.reason === 'fields'
      ? t.refusals.fields(refusal.fields.join(', '))
      : t.refusals[refusal.reason];
  return page(
    locale,
    t.refused,
    `<section class="panel"><h1>${t.refused}</h1><p>${escapeHtml(reason)}</p></section>`,
  );
}

/** A transaction held for review, as the review desk lists it. */
export interface HeldTransaction {
  transactionId: string;
  reference: string;
  amount: string;
  currency: string;
  isHostedCheckout: boolean;
  lastFour: string | null;
  heldSince: Date;
}

const REVIEW_CARD = '4000 0000 0000 0119';

const minuteUtc = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The review desk (issue 19 #6): the payments the sandbox holds for review (test card
 * 4000 0000 0000 0119, REVIEW 230), each with the buttons that give its final word.
 */
export function renderReviewPage(options: {
  locale: Locale;
  held: readonly HeldTransaction[];
  notice?: { kind: 'accepted' | 'rejected'; reference: string } | { kind: 'gone' };
}): string {
  const { locale } = options;
  const t = TEXT[locale].review;
  const notice = options.notice;
  const noticeText = !notice
    ? ''
    : notice.kind === 'gone'
      ? t.gone
      : t[notice.kind](notice.reference);
  const rows = options.held
    .map((row) => {
      const ref = escapeHtml(row.reference);
      const button = (decision: 'ACCEPT' | 'DECLINE') =>
        `<button type="submit" name="decision" value="${decision}" class="${decision === 'ACCEPT' ? 'small' : 'small ghost'}" aria-label="${escapeHtml(decision === 'ACCEPT' ? t.acceptLabel(row.reference) : t.rejectLabel(row.reference))}">${decision === 'ACCEPT' ? t.accept : t.reject}</button>`;
      return `<tr><td><code>${ref}</code></td><td>${escapeHtml(shownAmount(row.amount, row.currency, locale))}</td><td>${row.isHostedCheckout ? t.hosted : t.token}</td><td>${row.lastFour ? `•••• ${escapeHtml(row.lastFour)}` : ''}</td><td>${minuteUtc(row.heldSince)}</td><td><form method="post" action="${SANDBOX_REVIEW_PATH}/decide" class="actions"><input type="hidden" name="transaction_id" value="${escapeHtml(row.transactionId)}"><input type="hidden" name="lang" value="${locale}">${button('ACCEPT')}${button('DECLINE')}</form></td></tr>`;
    })
    .join('');
  const table =
    options.held.length === 0
      ? `<p>${t.none}</p>`
      : `<div class="scroll"><table><thead><tr><th scope="col">${t.reference}</th><th scope="col">${t.amount}</th><th scope="col">${t.kind}</th><th scope="col">${t.card}</th><th scope="col">${t.since}</th><th scope="col">${t.decision}</th></tr></thead><tbody>${rows}</tbody></table></div>`;
  const languages = (['en', 'es'] as const)
    .map((lang) =>
      lang === locale
        ? `<strong>${lang === 'en' ? 'English' : 'Español'}</strong>`
        : `<a href="${SANDBOX_REVIEW_PATH}?lang=${lang}" lang="${lang}">${lang === 'en' ? 'English' : 'Español'}</a>`,
    )
    .join(' · ');
  const body = `<section class="panel" aria-labelledby="title">
<h1 id="title">${t.title}</h1><p class="languages">${t.language}: ${languages}</p>
<p>${escapeHtml(t.intro)}</p><p class="note">${escapeHtml(t.testCard(REVIEW_CARD))}</p><p>${escapeHtml(t.channels)}</p></section>
${noticeText ? `<p class="panel notice" role="status">${escapeHtml(noticeText)}</p>` : ''}
<section class="panel" aria-labelledby="held-title"><h2 id="held-title">${t.held}</h2>${table}</section>`;
  return page(locale, t.title, body, { wide: true });
}

/** Posts the signed result to the merchant: at once with the script, by a button without it. */
export function renderAutoPostPage(locale: Locale, url: string, fields: Record<string, string>) {
  const t = TEXT[locale];
  return page(
    locale,
    t.redirecting,
    `<section class="panel"><h1>${t.redirecting}</h1><form id="result" method="post" action="${escapeHtml(url)}">${hidden(fields)}<button type="submit" class="primary">${t.continue}</button></form></section><script src="/sandbox/checkout/autopost.js"></script>`,
  );
}

export const AUTOPOST_JS = "document.getElementById('result').submit();";

export const SANDBOX_CSS = `*{box-sizing:border-box}body{margin:0;background:#EEF1F6;font:16px/1.5 -apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1A1F36}
.bar{background:#32325D;color:#fff;padding:14px 24px;font-weight:600;letter-spacing:.02em}.logo{color:#7ED6DF}.badge{margin-left:8px;background:#F5BE58;color:#32325D;font-size:12px;padding:2px 8px;border-radius:4px}
main{max-width:520px;margin:0 auto;padding:24px 16px}main.wide{max-width:920px}.panel{background:#fff;border-radius:8px;box-shadow:0 2px 6px rgba(50,50,93,.12);padding:24px;margin-bottom:16px}
h1{font-size:22px;margin:0 0 12px}h2{font-size:18px;margin:0 0 8px}.summary{margin:0 0 16px}.summary div{display:flex;justify-content:space-between;border-bottom:1px solid #E3E8EE;padding:6px 0}
dt{color:#697386}dd{margin:0;font-weight:600}.total dd{font-size:20px}.note{background:#E6F4F1;padding:8px 12px;border-radius:6px}
label,legend{display:block;font-weight:600;font-size:14px;margin:14px 0 4px}fieldset{border:0;padding:0;margin:0}.row{display:flex;gap:8px}
input,select{width:100%;font:inherit;padding:10px 12px;border:1px solid #CFD7DF;border-radius:6px}input:focus,select:focus{outline:3px solid #7795F8;border-color:#5469D4}
[aria-invalid=true]{border-color:#DF1B41}.error{color:#C0123C;font-size:14px;margin:4px 0 0}.billing{color:#3C4257;font-size:14px;margin:16px 0}
.primary{width:100%;background:#5469D4;color:#fff;border:0;border-radius:6px;padding:12px;font:inherit;font-weight:600;cursor:pointer;margin-top:8px}
.link{width:100%;background:none;border:0;color:#5469D4;padding:12px;font:inherit;text-decoration:underline;cursor:pointer}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{text-align:left;padding:6px 4px;border-bottom:1px solid #E3E8EE}code{font-size:13px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
a{color:#3D4EAC}.languages{font-size:14px;color:#3C4257}.notice{border-left:4px solid #5469D4}.actions{display:flex;gap:8px;margin:0}
.small{background:#5469D4;color:#fff;border:0;border-radius:6px;padding:6px 12px;font:inherit;font-size:14px;font-weight:600;cursor:pointer}
.small.ghost{background:#fff;color:#C0123C;border:1px solid #C0123C}.small:focus-visible{outline:3px solid #7795F8;outline-offset:2px}
.scroll{overflow-x:auto}`;
