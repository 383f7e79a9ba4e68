import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { insertDeskThread } from '../../db/factories/inbox.ts';
import { insertThread } from '../../db/factories/messages.ts';
import {
  insertBlockedContract,
  insertCard,
  insertPayableContract,
} from '../../db/factories/payments.ts';
import { insertStaff } from '../../db/factories/staff.ts';
import { insertReservation } from '../../db/factories/stays.ts';
import { emailOutbox, memberRecords } from '../../db/schema/access.ts';
import { exchangeMemberships } from '../../db/schema/club.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { findUserByEmail } from '../access/accounts-repository.ts';
import type { AppModule } from '../app-module.ts';
import { encryptTotpSecret, newTotpSecret } from '../staff/second-factor.ts';

const recordSchema = z.object({
  vida_member_id: z.number().int().positive(),
  first_name: z.string().min(1).max(128),
  last_name: z.string().min(1).max(128),
  /** The e-mail the club has on file: verifying it, or a code sent to it, links the account. */
  email: z.email().max(254).optional(),
});

const exchangesSchema = z.object({
  email: z.email().max(254),
  membership_types: z.array(z.string().min(1).max(64)).max(10),
});

const threadSchema = z.object({
  email: z.email().max(254),
  message_type: z.enum(['alert', 'marketing', 'support']),
  subject: z.string().min(1).max(256),
  /** The club's message, unread. */
  message: z.string().min(1).max(4_000),
});

const reservationSchema = z.object({
  hotel: z.string().max(128),
  arriving_in_days: z.number().int().min(-400).max(400),
  lead_last_name: z.string().max(128),
});

const contractSchema = z.object({
  email: z.email().max(254),
  currency: z.enum(['USD', 'MXN']).default('USD'),
  /** payable: something of every kind to pay; blocked: every month closed by the club. */
  kind: z.enum(['payable', 'blocked']).default('payable'),
  /** The contract's resort (a hotel's name): the broadcasts' journey sends to one resort. */
  resort: z.string().min(1).max(128).optional(),
  /** Sandbox test card numbers to save for the member, the first one as the default. */
  cards: z
    .array(z.string().regex(/^\d{15,16}$/))
    .max(4)
    .default(['4111111111111111']),
});

const staffSchema = z.object({
  role: z.enum(['agent', 'supervisor', 'admin']),
  language: z.enum(['en', 'es']),
  name: z.string().min(1).max(128).optional(),
});

const mailQuerySchema = z.object({ to: z.string().trim().toLowerCase().max(254) });

/** The password of every staff account this helper makes (test runs only). */
const TEST_STAFF_PASSWORD = 'Console#Desk2026';
let staffCounter = 0;

/**
 * Test runs only (NODE_ENV=test): end-to-end tests create the club record a new member
 * registers against, as the club's own system would hold it, the exchange companies a member
 * belongs to, and a message the club sends. Never mounted otherwise.
 */
export function testSupportRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post(
    '/api/test/member-records',
    { schema: { body: recordSchema } },
    async (request, reply) => {
      const body = request.body as z.infer<typeof recordSchema>;
      await ctx.db
        .insert(memberRecords)
        .values({
          vidaMemberId: body.vida_member_id,
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email ?? null,
        })
        .onConflictDoNothing();
      return reply.status(201).send({ data: body });
    },
  );

  app.post(
    '/api/test/exchange-memberships',
    { schema: { body: exchangesSchema } },
    async (request, reply) => {
      const body = request.body as z.infer<typeof exchangesSchema>;
      const user = await findUserByEmail(ctx.db, body.email);
      if (!user) return reply.status(404).send({ message: 'No such member.', key: 'not_found' });
      if (body.membership_types.length > 0) {
        await ctx.db
          .insert(exchangeMemberships)
          .values(
            body.membership_types.map((membershipType) => ({ userId: user.id, membershipType })),
          )
          .onConflictDoNothing();
      }
      return reply.status(201).send({ data: body });
    },
  );

  app.post(
    '/api/test/message-threads',
    { schema: { body: threadSchema } },
    async (request, reply) => {
      const body = request.body as z.infer<typeof threadSchema>;
      const user = await findUserByEmail(ctx.db, body.email);
      if (!user) return reply.status(404).send({ message: 'No such member.', key: 'not_found' });
      // A support thread carries the desk's state as the member flow leaves it: the club spoke
      // last, so it waits on the member, with no member message to start the clock.
      const insert = body.message_type === 'support' ? insertDeskThread : insertThread;
      const { thread } = await insert(ctx.db, {
        userId: user.id,
        messageType: body.message_type,
        subject: body.subject,
        entries: [
          {
            author: 'club',
            fromName: 'Member Care',
            toName: `${user.firstName} ${user.lastName}`,
            message: body.message,
          },
        ],
      });
      return reply.status(201).send({ data: { id: thread.id } });
    },
  );

  // A reservation of the club's records not attached to anyone (the add-reservation lookup).
  app.post(
    '/api/test/reservations',
    { schema: { body: reservationSchema } },
    async (request, reply) => {
      const body = request.body as z.infer<typeof reservationSchema>;
      const row = await insertReservation(ctx.db, {
        userId: null,
        hotel: body.hotel,
        arrivingInDays: body.arriving_in_days,
        leadLastName: body.lead_last_name,
      });
      return reply.status(201).send({
        data: {
          reservation_number: row.reservationNumber,
          hotel_id: row.hotelId,
          check_in_date: row.arrivingDate,
        },
      });
    },
  );

  // A staff account as an enrolment leaves it (password set, an authenticator enrolled), one per
  // test: the server refuses a TOTP time step twice for one account, so tests never share one.
  // Answers the secret so the test computes codes as the staff member's phone would.
  app.post(
    '/api/test/staff-accounts',
    { schema: { body: staffSchema } },
    async (request, reply) => {
      const body = request.body as z.infer<typeof staffSchema>;
      staffCounter += 1;
      const email = `desk-${body.role}-${Date.now()}-${staffCounter}@staff.example.com`;
      const secret = newTotpSecret();
      const row = await insertStaff(ctx.db, {
        email,
        name: body.name ?? (body.language === 'es' ? 'Lucía Ramírez' : 'Grace Walker'),
        role: body.role,
        languageId: body.language,
        passwordHash: await hashPassword(TEST_STAFF_PASSWORD),
        totpSecret: encryptTotpSecret(ctx.config.secret, secret),
        totpEnrolledAt: new Date(),
      });
      return reply.status(201).send({
        data: {
          id: row.id,
          email,
          name: row.name,
          password: TEST_STAFF_PASSWORD,
          totp_secret: secret,
        },
      });
    },
  );

  // The e-mails to an address with their attachments' contents (the dev mailbox lists only
  // their names): the reservation confirmation's calendar file is read from here.
  app.get(
    '/api/test/mail-attachments',
    { schema: { querystring: mailQuerySchema } },
    async (request) => {
      const { to } = request.query as z.infer<typeof mailQuerySchema>;
      const rows = await ctx.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, to))
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
        .limit(100);
      return {
        data: rows.map((row) => ({
          subject: row.subject,
          attachments: row.attachments.map((a) => ({
            filename: a.filename,
            content_type: a.contentType,
            content: Buffer.from(a.contentBase64, 'base64').toString('utf8'),
          })),
        })),
      };
    },
  );

  // The benchmark's count of SQL statements per request (issue 11): it reads this before and
  // after a fixed number of sequential calls.
  app.get('/api/test/statements', async () => ({ data: { count: ctx.database.statementCount() } }));

  app.post('/api/test/contracts', { schema: { body: contractSchema } }, async (request, reply) => {
    const body = request.body as z.infer<typeof contractSchema>;
    const user = await findUserByEmail(ctx.db, body.email);
    if (!user) return reply.status(404).send({ message: 'No such member.', key: 'not_found' });
    const values = {
      userId: user.id,
      currencyId: body.currency === 'MXN' ? 1 : 2,
      ...(body.resort && { resort: body.resort }),
    };
    const { contract } =
      body.kind === 'blocked'
        ? await insertBlockedContract(ctx.db, values)
        : await insertPayableContract(ctx.db, values);
    const cards = [];
    for (const [index, testCard] of body.cards.entries()) {
      cards.push(await insertCard(ctx.db, { userId: user.id, testCard, isDefault: index === 0 }));
    }
    return reply.status(201).send({
      data: {
        contract_id: contract.id,
        contract_number: contract.contractNumber,
        card_ids: cards.map((c) => c.id),
      },
    });
  });
}

/** Only under NODE_ENV=test: the browser journeys' helpers. */
export const testSupportModule: AppModule = {
  name: 'test-support',
  register: (api, _hooks, ctx) => testSupportRoutes(api, ctx),
  isEnabled: (config) => config.isTest,
};
