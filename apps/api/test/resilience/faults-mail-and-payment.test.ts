import { createServer, type Server, type Socket } from 'node:net';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCard, insertPayableContract } from '../../src/db/factories/payments.ts';
import { emailOutbox } from '../../src/db/schema/access.ts';
import { checkoutAttempts, dueItems, invoices, orders } from '../../src/db/schema/club.ts';
import { sandboxTransactions } from '../../src/db/schema/sandbox.ts';
import { type MailTransport, smtpTransport } from '../../src/platform/mail/outbox.ts';
import type { PaymentProvider } from '../../src/platform/payments/provider.ts';
import {
  createSandboxProvider,
  SANDBOX_CHECKOUT_PATH,
} from '../../src/sandbox/sandbox-provider.ts';
import { createMember, createTestApp, type TestApp, tokenFor } from '../harness.ts';
import { openSharedDatabase } from './instances-database.ts';

type SharedDatabase = Awaited<ReturnType<typeof openSharedDatabase>>;
const ENV = { RATE_LIMIT_SCALE: '10' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A small SMTP server on loopback, enough for nodemailer: EHLO, MAIL, RCPT, DATA, QUIT. It counts
 * the messages each recipient got. 'refuse': nothing listens (connection refused); 'reject':
 * it answers 421 (service not available) and hangs up; 'accept': it takes mail.
 */
async function smtpServer() {
  const received = new Map<string, number>();
  let messages = 0;
  let mode: 'refuse' | 'reject' | 'accept' = 'accept';
  let server: Server | undefined;
  let port = 0;
  const sockets = new Set<Socket>();
  const session = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (mode === 'reject') {
      socket.end('421 mail.test Service not available, closing transmission channel\r\n');
      return;
    }
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let recipients: string[] = [];
    socket.write('220 mail.test ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          messages += 1;
          for (const to of recipients) received.set(to, (received.get(to) ?? 0) + 1);
          recipients = [];
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-mail.test\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO' || verb === 'NOOP') socket.write('250 mail.test\r\n');
        else if (verb === 'MAIL' || verb === 'RSET') {
          recipients = [];
          socket.write('250 2.1.0 OK\r\n');
        } else if (verb === 'RCPT') {
          recipients.push((/<([^>]*)>/.exec(line)?.[1] ?? '').toLowerCase());
          socket.write('250 2.1.5 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') socket.end('221 2.0.0 Bye\r\n');
        else socket.write('502 5.5.1 Not implemented\r\n');
      }
    });
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer(session);
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        const address = listening.address();
        port = typeof address === 'object' && address ? address.port : 0;
        server = listening;
        resolve();
      });
    });
  const stop = async () => {
    const listening = server;
    server = undefined;
    const closed = new Promise<void>((resolve) =>
      listening ? listening.close(() => resolve()) : resolve(),
    );
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  await listen();
  return {
    url: () => `smtp://127.0.0.1:${port}`,
    received,
    messages: () => messages,
    async setMode(next: 'refuse' | 'reject' | 'accept') {
      if (next === 'refuse' && server) await stop();
      if (next !== 'refuse' && !server) await listen();
      mode = next;
    },
    close: stop,
  };
}

describe('an SMTP outage while two instances send the e-mail jobs', () => {
  let shared: SharedDatabase;
  let instances: TestApp[];
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  // Each instance sends through its own SMTP client and counts what it sent.
  const sentBy = [0, 0];
  beforeAll(async () => {
    smtp = await smtpServer();
    const transport = (i: number): MailTransport => {
      const smtpOut = smtpTransport(smtp.url());
      return {
        async send(mail) {
          await smtpOut.send(mail);
          sentBy[i] = (sentBy[i] ?? 0) + 1;
        },
      };
    };
    shared = await openSharedDatabase();
    instances = [
      await createTestApp(ENV, { database: shared.open(), mail: transport(0) }),
      await createTestApp(ENV, { database: shared.open(), mail: transport(1) }),
    ];
  });
  afterAll(async () => {
    for (const app of instances ?? []) await app.app.close();
    await smtp?.close();
    await shared?.close();
  });

  it('keeps every e-mail through the outage and delivers each exactly once when SMTP is back', async () => {
    const RESETS = 4;
    const RESENDS = 4;
    /** Both instances run every due job at once, racing for them (pg-boss's SKIP LOCKED). */
    const drainBoth = async () => {
      const results = await Promise.all(instances.map((app) => app.drainJobs()));
      return {
        completed: results.reduce((sum, r) => sum + r.completed, 0),
        failed: results.reduce((sum, r) => sum + r.failed, 0),
      };
    };
    const db = instances[0]?.database.db;
    if (!db) throw new Error('no database');
    /**
     * The retries' backoff over, as if the minute had passed: in the past, since pg-boss takes a
     * job once `start_after < now()`, and the next statement can run within the same clock tick.
     */
    const backoffOver = () =>
      db.execute(
        sql`update pgboss.job set start_after = now() - interval '1 minute' where name = 'mail.send' and state = 'retry'`,
      );

    await smtp.setMode('refuse');
    // Password resets for verified members and new links for unverified ones, asked on either
    // instance; each is written to the shared outbox, with its job, after the answer.
    const recipients: string[] = [];
    for (let i = 0; i < RESETS + RESENDS; i++) {
      const app = instances[i % 2] as TestApp;
      const isReset = i < RESETS;
      const member = await createMember(app, isReset ? {} : { emailVerifiedAt: null });
      recipients.push(member.email);
      const answer = await app.request({
        method: 'POST',
        url: isReset ? '/api/v1/users/passwords' : '/api/v1/account/verify/resend-validation',
        payload: { email: member.email },
      });
      expect(answer.statusCode).toBe(isReset ? 201 : 204);
    }
    await Promise.all(instances.map((app) => app.background.idle()));
    const rows = () =>
      db.select().from(emailOutbox).where(inArray(emailOutbox.toAddress, recipients));
    expect(await rows()).toHaveLength(RESETS + RESENDS);

    // Down, refusing connections: every e-mail fails once and waits for its backoff.
    expect(await drainBoth()).toEqual({ completed: 0, failed: RESETS + RESENDS });
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.lastError).toContain('ECONNREFUSED');
    }
    // Before the backoff is over nothing is tried again.
    expect(await drainBoth()).toEqual({ completed: 0, failed: 0 });

    // Still down, answering 421 now; the backoff of the first failure is over.
    await smtp.setMode('reject');
    await backoffOver();
    expect(await drainBoth()).toEqual({ completed: 0, failed: RESETS + RESENDS });
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: 'pending', attempts: 2 });
      expect(row.lastError).toContain('421');
    }
    expect(smtp.messages()).toBe(0);

    // Back, and the second backoff over: both instances race for the jobs.
    await smtp.setMode('accept');
    await backoffOver();
    expect(await drainBoth()).toEqual({ completed: RESETS + RESENDS, failed: 0 });
    // Later, nothing is left to send.
    await backoffOver();
    expect(await drainBoth()).toEqual({ completed: 0, failed: 0 });

    for (const row of await rows()) expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    for (const to of recipients) expect(smtp.received.get(to), to).toBe(1);
    expect(smtp.messages()).toBe(RESETS + RESENDS);
    console.log(
      `SMTP outage: ${RESETS + RESENDS} e-mails (${RESETS} resets, ${RESENDS} verification links) kept through 2 failed attempts each (refused, then 421); delivered once each: ${smtp.messages()} messages on the SMTP server, sent by instance A ${sentBy[0]}, instance B ${sentBy[1]}`,
    );
  });
});

// --- Payments: the sandbox provider's hosted checkout, as checkout.test.ts drives it. ---

const VISA = '4111111111111111';
const CVV = '737';
const billing = {
  first_name: 'Ana',
  last_name: 'Ruiz',
  address: 'Av. Kukulcan km 12',
  city: 'Cancun',
  state: 'ROO',
  country: 'MX',
  post_code: '77500',
};
const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/** The result fields the sandbox's auto-post page sends on (to the browser's receipt page). */
function autoPostFields(html: string): Record<string, string> {
  const unescapeHtml = (v: string) =>
    v.replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c)));
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescapeHtml(match[1] ?? '')] = unescapeHtml(match[2] ?? '');
  }
  return fields;
}

async function payer(app: TestApp, options: { savedCard?: boolean } = {}) {
  const user = await createMember(app);
  const tokens = await tokenFor(app, user.email);
  const payable = await insertPayableContract(app.database.db, { userId: user.id });
  const card = options.savedCard
    ? await insertCard(app.database.db, { userId: user.id, testCard: VISA, isDefault: true })
    : undefined;
  return { user, tokens, card, ...payable };
}
type Payer = Awaited<ReturnType<typeof payer>>;
const order = (m: Payer) => ({
  order_amount: 1025,
  contract_id: m.contract.id,
  paymentTypeIds: [m.monthly[0]?.id, m.monthly[1]?.id],
  paymentType: 'monthly',
  monthlyType: 'monthly',
  multiplePayment: false,
});

/** What one member's payments left behind: orders, charges at the provider, receipts. */
async function ledger(app: TestApp, m: Payer) {
  // Receipts are written by the payments.receipt job, after the answer: it runs first.
  await app.drainJobs();
  const db = app.database.db;
  const rows = await db.select().from(orders).where(eq(orders.userId, m.user.id));
  const references = rows.map((row) => row.reference);
  const charges =
    references.length > 0
      ? await db
          .select()
          .from(sandboxTransactions)
          .where(inArray(sandboxTransactions.reference, references))
      : [];
  const [receipts] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.toAddress, m.user.email), eq(emailOutbox.template, 'payment_receipt')),
    );
  const ids = rows.map((row) => row.id);
  const [invoiceCount] =
    ids.length > 0
      ? await db.select({ n: count() }).from(invoices).where(inArray(invoices.orderId, ids))
      : [{ n: 0 }];
  const items = await db
    .select()
    .from(dueItems)
    .where(inArray(dueItems.id, [m.monthly[0]?.id ?? 0, m.monthly[1]?.id ?? 0]));
  return {
    orders: rows,
    paid: rows.filter((row) => row.status === 2),
    accepted: charges.filter((charge) => charge.decision === 'ACCEPT'),
    charges,
    receipts: receipts?.n ?? 0,
    invoices: invoiceCount?.n ?? 0,
    itemsPaid: items.filter((item) => item.paidAt !== null).length,
  };
}

describe('the server killed right after the provider accepted a payment', () => {
  it('after a restart the notification and the late browser give one paid order, one charge, one receipt', async () => {
    const shared = await openSharedDatabase();
    // Its after-response work held and never released: the sandbox's notification dies with it.
    const doomed = await createTestApp(ENV, { database: shared.open(), holdBackground: true });
    let restarted: TestApp | undefined;
    try {
      const m = await payer(doomed);
      const started = await doomed.request({
        method: 'POST',
        url: '/api/v1/payment/checkout',
        token: m.tokens.access_token,
        payload: { ...order(m), card_id: -1, save_card: false, ...billing },
      });
      expect(started.statusCode, started.body).toBe(201);
      const checkout = started.json().data.data as { url: string; fields: Record<string, string> };
      const page = await doomed.request({
        method: 'POST',
        url: new URL(checkout.url).pathname,
        ...form(checkout.fields),
      });
      expect(page.statusCode).toBe(200);
      const submitted = await doomed.request({
        method: 'POST',
        url: '/sandbox/checkout/submit',
        ...form({
          ...checkout.fields,
          card_number: VISA,
          card_expiry_month: '12',
          card_expiry_year: String(new Date().getUTCFullYear() + 3),
          card_cvn: CVV,
          card_holder: 'ANA RUIZ',
        }),
      });
      expect(submitted.statusCode).toBe(200);
      const result = autoPostFields(submitted.body);
      expect(result.decision).toBe('ACCEPT');
      // Accepted and charged at the provider; our order still waits for the answer.
      const atKill = await ledger(doomed, m);
      expect(atKill.accepted).toHaveLength(1);
      expect(atKill.orders.map((row) => row.status)).toEqual([1]);

      // Killed: no close, no drain, its held work never runs. A new process on the same data.
      const app = await createTestApp(ENV, { database: shared.open() });
      restarted = app;
      const notification = () =>
        app.request({ method: 'POST', url: '/api/v1/checkout/notification', ...form(result) });
      const receipt = () =>
        app.request({ method: 'POST', url: '/api/v1/checkout/receipt', ...form(result) });
      // The provider's retried notification and the member's browser, at the same moment; then
      // each once more (the provider retries again, the member presses back and reposts).
      const [notified, back] = await Promise.all([notification(), receipt()]);
      const [notifiedAgain, backAgain] = await Promise.all([notification(), receipt()]);
      await app.background.idle();

      const after = await ledger(app, m);
      expect(after.orders).toHaveLength(1);
      expect(after.paid).toHaveLength(1);
      const paid = after.paid[0];
      expect(notified.statusCode).toBe(200);
      expect(notifiedAgain.statusCode).toBe(200);
      for (const answer of [back, backAgain]) {
        expect(answer.statusCode).toBe(303);
        expect(answer.headers.location).toBe(`http://portal.test/success-payment/${paid?.id}`);
      }
      expect(after.accepted).toHaveLength(1);
      expect(after.charges).toHaveLength(1);
      expect(after.receipts).toBe(1);
      expect(after.invoices).toBe(1);
      expect(after.itemsPaid).toBe(2);
      const [attempts] = await app.database.db
        .select({ n: count() })
        .from(checkoutAttempts)
        .where(and(eq(checkoutAttempts.userId, m.user.id), eq(checkoutAttempts.status, 2)));
      expect(attempts?.n).toBe(1);
      console.log(
        `killed after acceptance: 2 notifications + 2 browser posts after restart -> orders ${after.orders.length}, paid ${after.paid.length}, charges at the provider ${after.charges.length}, receipts ${after.receipts}, invoices ${after.invoices}`,
      );
    } finally {
      await restarted?.app.close();
      await doomed.app.close();
      await shared.close();
    }
  });
});

describe('a saved-card payment and a token refresh racing in two tabs', () => {
  // The sandbox behind a gate: a case can hold a charge at the provider to refresh meanwhile.
  let t: TestApp;
  let sandbox: PaymentProvider | undefined;
  let gate: Promise<void> | undefined;
  let charges = 0;
  beforeAll(async () => {
    t = await createTestApp(ENV, {
      payments: {
        name: 'sandbox behind a gate',
        async chargeToken(request) {
          charges += 1;
          await gate;
          if (!sandbox) throw new Error('no sandbox');
          return sandbox.chargeToken(request);
        },
        async findCharge() {
          return { outcome: 'unknown' } as const;
        },
        buildHostedCheckout() {
          throw new Error('not used by these tests');
        },
        verifyResult: () => null,
      },
    });
    sandbox = createSandboxProvider(t.database.db, {
      account: t.config.payments.sandbox.account,
      checkoutUrl: `${t.config.publicUrl}${SANDBOX_CHECKOUT_PATH}`,
    });
  });
  afterAll(() => t.close());

  type Pair = { access_token: string; refresh_token: string };
  const refresh = (refreshToken: string) =>
    t.request({
      method: 'POST',
      url: '/api/v1/token/refresh',
      payload: { refresh_token: refreshToken },
    });
  const profile = (access: string) =>
    t.request({ method: 'GET', url: '/api/v1/profile', token: access });
  const pay = (m: Payer, access: string, key: string) =>
    t.request({
      method: 'POST',
      url: '/api/v1/payment',
      token: access,
      headers: { 'idempotency-key': key },
      payload: { ...order(m), card_id: m.card?.id, cvv: CVV, device_fingerprint_id: 'tab-a' },
    });

  /** Tab A pays and tab B refreshes, both with the pair they share (one browser storage). */
  const orderings = {
    /** B's refresh is done before A's payment arrives: A's access token is already gone. */
    'the refresh lands first': async (m: Payer, key: string) => {
      const rotated = await refresh(m.tokens.refresh_token);
      const paid = await pay(m, m.tokens.access_token, key);
      expect(paid.statusCode).toBe(401);
      return { paid, rotated };
    },
    /** Both sent at the same moment: either may win. */
    'both at once': async (m: Payer, key: string) => {
      const [paid, rotated] = await Promise.all([
        pay(m, m.tokens.access_token, key),
        refresh(m.tokens.refresh_token),
      ]);
      expect([201, 401]).toContain(paid.statusCode);
      return { paid, rotated };
    },
    /** B refreshes while A's card is being charged: A's payment, past its check, completes. */
    'the refresh lands while the card is charged': async (m: Payer, key: string) => {
      let open: () => void = () => {};
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      const before = charges;
      const paying = pay(m, m.tokens.access_token, key);
      for (let i = 0; i < 500 && charges === before; i++) await sleep(5);
      expect(charges).toBe(before + 1);
      const rotated = await refresh(m.tokens.refresh_token);
      open();
      gate = undefined;
      const paid = await paying;
      expect(paid.statusCode, paid.body).toBe(201);
      return { paid, rotated };
    },
  } as const;

  it.each(Object.keys(orderings) as (keyof typeof orderings)[])(
    '%s: the payment is recorded once and both tabs keep a working session',
    async (name) => {
      const m = await payer(t, { savedCard: true });
      const key = `tab-a-${m.user.id}-${Date.now()}`;
      const { paid, rotated } = await orderings[name](m, key);
      expect(rotated.statusCode, rotated.body).toBe(201);
      const pairB = rotated.json().data as Pair;

      // Tab A refreshes with the token it holds: within the grace, the same new pair as tab B.
      const lateA = await refresh(m.tokens.refresh_token);
      expect(lateA.statusCode, lateA.body).toBe(201);
      const pairA = lateA.json().data as Pair;
      expect(pairA).toMatchObject({
        access_token: pairB.access_token,
        refresh_token: pairB.refresh_token,
      });

      // A's retry after the 401, or a double click: the same key, one order, the first answer.
      const retried = await pay(m, pairA.access_token, key);
      expect(retried.statusCode, retried.body).toBe(201);
      if (paid.statusCode === 201) {
        expect(retried.json().data.data.id).toBe(paid.json().data.data.id);
      }

      // Both tabs go on: the shared pair works, and rotates on.
      expect((await profile(pairA.access_token)).statusCode).toBe(200);
      expect((await profile(pairB.access_token)).statusCode).toBe(200);
      const next = await refresh(pairB.refresh_token);
      expect(next.statusCode).toBe(201);
      expect((await profile((next.json().data as Pair).access_token)).statusCode).toBe(200);

      await t.background.idle();
      const after = await ledger(t, m);
      expect(after.orders).toHaveLength(1);
      expect(after.paid).toHaveLength(1);
      expect(after.charges).toHaveLength(1);
      expect(after.accepted).toHaveLength(1);
      expect(after.receipts).toBe(1);
      expect(after.itemsPaid).toBe(2);
      console.log(
        `two tabs, ${name}: tab A's payment answered ${paid.statusCode}, its retry 201; orders ${after.orders.length}, charges ${after.charges.length}, receipts ${after.receipts}; both tabs signed in`,
      );
    },
  );
});
