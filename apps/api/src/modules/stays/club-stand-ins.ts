import type { Language } from '@mp/contract/constants';
import { languageFromHeaders } from '@mp/contract/rules/language';
import { CLUB_SITE_STAND_INS } from '@mp/contract/stays/constants';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '../../platform/html.ts';

/**
 * Our own stand-ins for the club's external sites (money-and-stays §2: the club benefits and
 * pre-registration buttons open them). A portal built without VITE_CLUB_FREEDOM_URL or
 * VITE_PRE_REGISTRATION_URL links here, so a newcomer to the demo sees the spec's button and
 * where it leads (issue 20 #20). In production they are never a page of their own: an unset
 * address there is a configuration slip, and the member is sent to Member Care's contact form.
 */

type Site = keyof typeof CLUB_SITE_STAND_INS;

const TEXT: Record<
  Language,
  { badge: string; note: string } & Record<
    Site,
    { title: string; intro: string; setting: string; back: string; backTo: string }
  >
> = {
  en: {
    badge: 'Demo',
    note: 'This demo has no such site, so this page stands in for it.',
    clubFreedom: {
      title: 'Club Freedom',
      intro:
        "In the club's portal, this button opens the Club Freedom site, where members book hotels, cruises, car rentals and activities at member rates.",
      setting:
        'To link the real site, build the portal with VITE_CLUB_FREEDOM_URL set to its https address.',
      back: 'Back to Club Freedom benefits',
      backTo: '/club-freedom-benefits',
    },
    preRegistration: {
      title: 'Online pre-registration',
      intro:
        "In the club's portal, this button opens the resort's online pre-registration, where members send their arrival time, their guests' names and an ID before they travel, so check-in takes a moment.",
      setting:
        'To link the real site, build the portal with VITE_PRE_REGISTRATION_URL set to its https address.',
      back: 'Back to Pre-registration',
      backTo: '/pre-registration',
    },
  },
  es: {
    badge: 'Demostración',
    note: 'Esta demostración no tiene ese sitio, así que esta página lo sustituye.',
    clubFreedom: {
      title: 'Club Freedom',
      intro:
        'En el portal del club, este botón abre el sitio de Club Freedom, donde reservas hoteles, cruceros, renta de autos y actividades con tarifas de socio.',
      setting:
        'Para enlazar el sitio real, compila el portal con VITE_CLUB_FREEDOM_URL y su dirección https.',
      back: 'Volver a Beneficios de Club Freedom',
      backTo: '/club-freedom-benefits',
    },
    preRegistration: {
      title: 'Prerregistro en línea',
      intro:
        'En el portal del club, este botón abre el prerregistro en línea del resort, donde envías tu hora de llegada, los nombres de tus huéspedes y una identificación antes de viajar, para que tu check-in tome solo un momento.',
      setting:
        'Para enlazar el sitio real, compila el portal con VITE_PRE_REGISTRATION_URL y su dirección https.',
      back: 'Volver a Prerregistro',
      backTo: '/pre-registration',
    },
  },
};

const STYLESHEET_PATH = '/dev/club-stand-in.css';

const STYLESHEET = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:#F6EFE4;font:16px/1.6 system-ui,sans-serif;color:#1B2432}
main{max-width:560px;margin:24px;padding:32px;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(11,37,69,.1)}
h1{margin:8px 0 16px;font-family:Georgia,serif;font-size:32px;line-height:1.2;color:#0B2545}
.badge{display:inline-block;padding:2px 10px;border-radius:999px;background:#F3E3B5;color:#5C4300;font-size:13px;font-weight:600;letter-spacing:.04em;text-transform:uppercase}
.muted{color:#4A5360;font-size:14px}code{font-size:13px}
a{display:inline-block;margin-top:8px;padding:10px 16px;border-radius:8px;background:#0E6B6A;color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #0B2545;outline-offset:2px}`;

function renderPage(site: Site, lang: Language): string {
  const text = TEXT[lang];
  const page = text[site];
  return `<!doctype html><html lang="${lang === 'es' ? 'es-MX' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} · ${escapeHtml(text.badge)} · Member Passport</title><link rel="stylesheet" href="${STYLESHEET_PATH}"></head>
<body><main><span class="badge">${escapeHtml(text.badge)}</span><h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.intro)}</p><p>${escapeHtml(text.note)}</p>
<p class="muted">${escapeHtml(page.setting).replace(/(VITE_[A-Z_]+)/, '<code>$1</code>')}</p>
<a href="${page.backTo}">${escapeHtml(page.back)}</a></main></body></html>`;
}

const querySchema = z.object({ lang: z.enum(['en', 'es']).optional() });

export function clubStandInRoutes(
  app: FastifyInstance,
  { isProduction }: { isProduction: boolean },
) {
  for (const site of Object.keys(CLUB_SITE_STAND_INS) as Site[]) {
    app.get(CLUB_SITE_STAND_INS[site], async (request, reply) => {
      if (isProduction) return reply.redirect('/contact', 302);
      const query = querySchema.safeParse(request.query);
      const lang = (query.success && query.data.lang) || languageFromHeaders(request.headers);
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(renderPage(site, lang));
    });
  }
  app.get(STYLESHEET_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(STYLESHEET),
  );
}
