import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { emailOutbox } from '../../db/schema/access.ts';
import type { AppModule } from '../app-module.ts';
import { MAILBOX_CSS, renderMailboxPage } from './mailbox-page.ts';

const querySchema = z.object({ to: z.string().trim().toLowerCase().max(254).optional() });

function linksOf(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? '').replace(/&#38;/g, '&'));
}

/**
 * The mailbox once the answers' background work is done: a reset code or a new link is written
 * to the outbox after its call has answered (platform/background.ts), and a reader (a browser
 * test, a person) asks right after that answer.
 */
async function listMail(ctx: AppContext, to: string | undefined) {
  await ctx.background.idle();
  const rows = await ctx.db
    .select()
    .from(emailOutbox)
    .where(to ? eq(emailOutbox.toAddress, to) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: linksOf(row.html),
    attachments: row.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType })),
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }));
}

export type DevMail = Awaited<ReturnType<typeof listMail>>[number];

/**
 * The dev mailbox (DEV_MAILBOX, on by default outside production): every e-mail the portal wrote
 * to its outbox, readable without an SMTP server. Never mounted in production unless asked for.
 */
export function devMailRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/dev/mail', { schema: { querystring: querySchema } }, async (request) => {
    const { to } = request.query as z.infer<typeof querySchema>;
    return { data: await listMail(ctx, to) };
  });

  app.get('/dev/mailbox', { schema: { querystring: querySchema } }, async (request, reply) => {
    const { to } = request.query as z.infer<typeof querySchema>;
    reply.type('text/html; charset=utf-8');
    return renderMailboxPage(await listMail(ctx, to), to);
  });

  // The e-mail's HTML as the member's mail client would show it; its inline styles need their own CSP.
  app.get(
    '/dev/mailbox/:id',
    { schema: { params: z.object({ id: z.coerce.number().int() }) } },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
      if (!row) return reply.status(404).send('Not found');
      reply
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'",
        )
        .type('text/html; charset=utf-8');
      return row.html;
    },
  );
}

/** The dev mailbox, never in production (config.devMailbox). */
export const devMailModule: AppModule = {
  name: 'dev-mail',
  register: (api, _hooks, ctx) => {
    devMailRoutes(api, ctx);
    api.get('/dev/mailbox.css', async (_request, reply) =>
      reply.type('text/css').send(MAILBOX_CSS),
    );
  },
  isEnabled: (config) => config.devMailbox,
};
