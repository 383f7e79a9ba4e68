import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { emailOutbox } from '../../db/schema/access.ts';

const failedEmailSchema = z.object({ to: z.email().max(254) });

/**
 * Test runs only (NODE_ENV=test): an e-mail whose `mail.send` job failed after its retries, as
 * an SMTP outage leaves it (the console's "Jobs" screen lists it; e2e/console-jobs.spec.ts).
 */
export function jobsTestSupport(app: FastifyInstance, ctx: AppContext) {
  app.post(
    '/api/test/jobs/failed-email',
    { schema: { body: failedEmailSchema } },
    async (request, reply) => {
      const { to } = request.body as z.infer<typeof failedEmailSchema>;
      const error = 'connect ECONNREFUSED 127.0.0.1:25';
      const job = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(emailOutbox)
          .values({
            toAddress: to,
            subject: 'A test e-mail that could not be sent',
            text: 'Test',
            html: '<p>Test</p>',
            template: 'test_failure',
            status: 'failed',
            attempts: 11,
            lastError: error,
          })
          .returning({ id: emailOutbox.id });
        if (!row) throw new Error('no outbox row');
        const result = await tx.execute(sql`
          insert into pgboss.job (name, data, state, retry_limit, retry_count, retry_delay,
            retry_backoff, started_on, created_on, completed_on, output, policy)
          values ('mail.send', ${JSON.stringify({ id: row.id, template: 'test_failure' })}::jsonb,
            'failed', 10, 10, 30, true, now() - interval '1 minute', now() - interval '8 hours',
            now() - interval '1 minute', ${JSON.stringify({ message: error })}::jsonb, 'standard')
          returning id`);
        const [inserted] = (result as unknown as { rows: { id: string }[] }).rows;
        return { id: inserted?.id, email_id: row.id };
      });
      return reply.status(201).send({ data: job });
    },
  );
}
