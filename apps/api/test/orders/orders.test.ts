import { count, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/access.ts';
import { orders } from '../../src/db/schema/club.ts';
import { sandboxTransactions } from '../../src/db/schema/sandbox.ts';
import { signFields } from '../../src/platform/payments/signature.ts';
import { createSandboxProvider, type SandboxProvider } from '../../src/sandbox/sandbox-provider.ts';
import {
  createStaffSession,
  createTestApp,
  type StaffCredentials,
  type TestApp,
} from '../harness.ts';
import { balanceOf, itemOf, outboxTo, paidOrder, refundsOf } from './support.ts';

const ENV = { RATE_LIMIT_SCALE: '50' };
let base: TestApp;
let t: TestApp;
let sandbox: SandboxProvider;
let admin: StaffCredentials;
let supervisor: StaffCredentials;
let agent: StaffCredentials;
let keyCounter = 0;
const newKey = () => `refund-key-${Date.now().toString(36)}-${++keyCounter}`;

beforeAll(async () => {
  base = await createTestApp(ENV);
  sandbox = createSandboxProvider(base.database.db, {
    account: base.config.payments.sandbox.account,
    checkoutUrl: `${base.config.publicUrl}/sandbox/checkout`,
  });
  t = await createTestApp(ENV, { database: base.database, payments: sandbox });
  admin = await createStaffSession(t, 'admin');
  supervisor = await createStaffSession(t, 'supervisor');
  agent = await createStaffSession(t, 'agent');
});
afterAll(async () => {
  await t.app.close();
  await base.close();
});

const refund = (
  orderId: number,
  payload: { amount: number | string; reason?: string; idempotency_key?: string },
  staff = admin,
) =>
  t.request({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/refunds`,
    staff,
    payload: { reason: 'Member asked, goodwill gesture', idempotency_key: newKey(), ...payload },
  });

const pdfText = async (base64OrBytes: string | Buffer) => {
  const bytes =
    typeof base64OrBytes === 'string' ? Buffer.from(base64OrBytes, 'base64') : base64OrBytes;
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text;
};

describe('GET /api/staff/orders', () => {
  it('lists orders with member, contract, money and attempts; searches and filters', async () => {
    const p = await paidOrder(t);
    const list = async (query: string, staff = supervisor) => {
      const response = await t.request({ method: 'GET', url: `/api/staff/orders?${query}`, staff });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { items: { id: number }[]; total: number };
    };
    const byId = await list(`q=${p.order.id}`);
    const item = byId.items.find((i) => i.id === p.order.id);
    expect(item).toMatchObject({
      reference: p.order.reference,
      status: 'paid',
      refund_state: 'none',
      member: { id: p.member.id, email: p.member.email },
      contract: { id: p.contract.id },
      payment_type: 'monthly',
      amount: 1025,
      refunded: 0,
      currency: 'USD',
      provider_transaction_id: p.order.providerTransactionId,
      items: 2,
      attempts: 1,
    });
    for (const q of [
      p.order.reference.toLowerCase(),
      p.order.providerTransactionId ?? '',
      p.member.email.slice(0, 12),
      String(p.member.id),
    ]) {
      expect((await list(`q=${encodeURIComponent(q)}`)).items.map((i) => i.id)).toContain(
        p.order.id,
      );
    }
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`status=paid&from=2020-01-01`)).items.map((i) => i.id)).toContain(
      p.order.id,
    );
    expect((await list(`q=${p.order.id}&status=declined`)).items).toEqual([]);
    expect((await list(`q=${p.order.id}&to=2020-01-01`)).items).toEqual([]);
    expect((await list(`q=${p.order.id}&from=${today}&to=${today}`)).total).toBeLessThanOrEqual(1);
    expect((await list('q=nobody-at-all@nowhere.test')).items).toEqual([]);
    const refused = await t.request({ method: 'GET', url: '/api/staff/orders', staff: agent });
    expect(refused.statusCode).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/api/staff/orders?status=nope', staff: admin }))
        .statusCode,
    ).toBe(400);
  });

  it('finds an order by its refund, the member’s club id and an e-mail in any case; wildcards are text', async () => {
    const p = await paidOrder(t);
    const other = await paidOrder(t);
    expect((await refund(p.order.id, { amount: 100 })).statusCode).toBe(200);
    const [done] = await refundsOf(t, p.order.id);
    const found = async (q: string) => {
      const response = await t.request({
        method: 'GET',
        url: `/api/staff/orders?q=${encodeURIComponent(q)}`,
        staff: supervisor,
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data.items as { id: number }[]).map((i) => i.id);
    };
    for (const q of [
      done?.reference.toLowerCase() ?? 'no refund',
      done?.providerRefundId ?? 'no provider id',
      String(p.member.vidaMemberId),
      p.member.email.toUpperCase(),
    ]) {
      expect(await found(q)).toEqual([p.order.id]);
    }
    // A LIKE wildcard is a character to find, not "every e-mail".
    expect(await found('%@')).toEqual([]);
    expect(await found('__')).not.toContain(other.order.id);
  });
});

describe('GET /api/staff/orders/:id', () => {
  it('answers the order with lines, attempts and refunds, audits the view; 404 for an unknown id', async () => {
    const p = await paidOrder(t);
    const response = await t.request({
      method: 'GET',
      url: `/api/staff/orders/${p.order.id}`,
      staff: supervisor,
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().data;
    expect(detail.lines).toHaveLength(2);
    expect(detail.lines[0]).toMatchObject({ amount: 500, late_fee: 25, settled: true });
    expect(detail.attempts_list).toMatchObject([{ kind: 'saved_card', state: 'applied' }]);
    expect(detail.refunds).toEqual([]);
    expect(detail.refundable).toBe(1025);
    expect(detail.invoice_number).toMatch(/\S/);
    const [viewed] = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.event, 'order_viewed'));
    expect(viewed?.n).toBeGreaterThan(0);
    const missing = await t.request({
      method: 'GET',
      url: '/api/staff/orders/999999999',
      staff: supervisor,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/staff/orders/:id/refunds', () => {
  it('refunds part of an order: the amount is owed again, history, credit note and e-mail (en)', async () => {
    const p = await paidOrder(t);
    expect((await balanceOf(t, p.contract.id))?.balance).toBe('19000.00');
    const response = await refund(p.order.id, { amount: 100 });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().data;
    expect(detail.refunded).toBe(100);
    expect(detail.refund_state).toBe('partial');
    expect(detail.refundable).toBe(925);
    expect(detail.refunds).toMatchObject([
      {
        status: 'refunded',
        amount: 100,
        currency: 'USD',
        credit_note_number: expect.stringMatching(/^CN-\d{4}-\d{6}$/),
      },
    ]);
    // The last line (the installment due today, 500.00) is unwound first: 100.00 of it is owed again.
    const reopened = await itemOf(t, p.monthly[1]?.id);
    expect(reopened).toMatchObject({
      paidAt: null,
      orderId: null,
      invoiceAmount: '100.00',
      lateFee: '0.00',
    });
    expect((await itemOf(t, p.monthly[0]?.id))?.paidAt).not.toBeNull();
    expect((await balanceOf(t, p.contract.id))?.balance).toBe('19100.00');

    // The member's history: the refund beside the payment, negative, with its credit note.
    const contracts = await t.request({
      method: 'GET',
      url: '/api/v1/user_contracts',
      token: p.token,
    });
    const payments = contracts.json().data.data[0].payments as {
      id: number;
      amount: number;
      status: number;
    }[];
    const entry = payments.find((x) => x.amount < 0);
    expect(entry).toMatchObject({ amount: -100, status: 3, currency: 'USD', last_four: '1111' });
    expect(payments.find((x) => x.id === p.order.id)?.amount).toBe(1025);
    const monthlyOpen = contracts.json().data.data[0].payment_types.monthly as {
      id: number;
      invoice_amount: number;
    }[];
    expect(monthlyOpen.find((i) => i.id === p.monthly[1]?.id)?.invoice_amount).toBe(100);

    const download = await t.request({
      method: 'GET',
      url: `/api/v1/orders/${entry?.id}/download`,
      token: p.token,
      lang: 'en',
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(download.rawPayload);
    expect(text).toContain('Credit note');
    expect(text).toContain(detail.refunds[0].credit_note_number);
    expect(text).toContain('Total refunded');
    expect(text).toContain('$100.00');
    expect(text).toContain('Member asked, goodwill gesture');
    expect(text).toContain(p.order.reference);

    const [mail] = await outboxTo(t, p.member.email);
    expect(mail?.subject).toBe(
      `Refund of $100.00\u00a0USD on contract ${p.contract.contractNumber}`,
    );
    expect(mail?.text).toContain('owed again');
    const attachment = mail?.attachments[0];
    expect(attachment?.filename).toMatch(/^credit_note_CN-/);
    expect(await pdfText(attachment?.contentBase64 ?? '')).toContain('Credit note');

    // Another member cannot download it.
    const other = await paidOrder(t);
    const foreign = await t.request({
      method: 'GET',
      url: `/api/v1/orders/${entry?.id}/download`,
      token: other.token,
    });
    expect(foreign.statusCode).toBe(404);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'order_refunded'));
    expect(audited.some((a) => (a.detail as { order?: number }).order === p.order.id)).toBe(true);
  });

  it('writes the e-mail and the credit note in Spanish for a Spanish-speaking member', async () => {
    const p = await paidOrder(t, { language: 'es' });
    expect((await refund(p.order.id, { amount: 1025 })).statusCode).toBe(200);
    const [mail] = await outboxTo(t, p.member.email);
    expect(mail?.subject).toMatch(/^Reembolso de \$1,025\.00\u00a0USD del contrato/);
    expect(mail?.text).toContain('nota de crédito');
    const text = await pdfText(mail?.attachments[0]?.contentBase64 ?? '');
    expect(text).toContain('Nota de crédito');
    expect(text).toContain('Total reembolsado');
    // The whole order given back: both installments as they were, the balance as before.
    expect(await itemOf(t, p.monthly[0]?.id)).toMatchObject({
      paidAt: null,
      invoiceAmount: '500.00',
      lateFee: '25.00',
    });
    expect(await itemOf(t, p.monthly[1]?.id)).toMatchObject({
      paidAt: null,
      invoiceAmount: '500.00',
    });
    expect((await balanceOf(t, p.contract.id))?.balance).toBe('20000.00');
  });

  it('refuses more than was paid, a reason too short, an order not paid, and an unknown order', async () => {
    const p = await paidOrder(t);
    const over = await refund(p.order.id, { amount: 1025.01 });
    expect(over.statusCode).toBe(409);
    expect(over.json().key).toBe('refund_exceeds_paid');
    expect((await refund(p.order.id, { amount: 1000 })).statusCode).toBe(200);
    const rest = await refund(p.order.id, { amount: 25.01 });
    expect(rest.json().key).toBe('refund_exceeds_paid');
    expect((await refund(p.order.id, { amount: 25 })).statusCode).toBe(200);
    expect((await balanceOf(t, p.contract.id))?.balance).toBe('20000.00');
    const short = await refund(p.order.id, { amount: 1, reason: 'no' });
    expect(short.statusCode).toBe(400);
    const cents = await refund(p.order.id, { amount: '1.005' });
    expect(cents.statusCode).toBe(400);
    const q = await paidOrder(t);
    await t.database.db.update(orders).set({ status: 4 }).where(eq(orders.id, q.order.id));
    expect((await refund(q.order.id, { amount: 1 })).json().key).toBe('order_not_refundable');
    expect((await refund(999999999, { amount: 1 })).statusCode).toBe(404);
    expect((await refund(q.order.id, { amount: 1 }, supervisor)).statusCode).toBe(403);
  });

  it('answers a repeat of the same key with the same refund, never a second one', async () => {
    const p = await paidOrder(t);
    const key = newKey();
    const first = await refund(p.order.id, { amount: 200, idempotency_key: key });
    expect(first.statusCode).toBe(200);
    const again = await refund(p.order.id, { amount: 200, idempotency_key: key });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.refunds).toHaveLength(1);
    expect(await refundsOf(t, p.order.id)).toHaveLength(1);
    expect((await balanceOf(t, p.contract.id))?.balance).toBe('19200.00');
    const other = await refund(p.order.id, { amount: 300, idempotency_key: key });
    expect(other.statusCode).toBe(409);
    expect(other.json().key).toBe('refund_idempotency_mismatch');
    expect(await outboxTo(t, p.member.email)).toHaveLength(1);
  });

  it('two refunds of the whole order at once: one succeeds, the ledger is right to the cent', async () => {
    const p = await paidOrder(t);
    const [a, b] = await Promise.all([
      refund(p.order.id, { amount: 1025 }),
      refund(p.order.id, { amount: 1025 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)?.json().key).toBe('refund_exceeds_paid');
    const rows = await refundsOf(t, p.order.id);
    expect(rows.map((r) => [r.status, r.amount])).toEqual([['refunded', '1025.00']]);
    const provider = await t.database.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.reference, rows[0]?.reference ?? ''));
    expect(provider).toHaveLength(1);
    expect((await balanceOf(t, p.contract.id))?.balance).toBe('20000.00');
    expect(await itemOf(t, p.monthly[0]?.id)).toMatchObject({
      invoiceAmount: '500.00',
      lateFee: '25.00',
    });

    // Two partial refunds at once that fit together both go through; a third does not.
    const q = await paidOrder(t);
    const parts = await Promise.all([
      refund(q.order.id, { amount: 500.5 }),
      refund(q.order.id, { amount: 500.5 }),
      refund(q.order.id, { amount: 500.5 }),
    ]);
    expect(parts.map((r) => r.statusCode).sort()).toEqual([200, 200, 409]);
    expect((await balanceOf(t, q.contract.id))?.balance).toBe('20000.00');
    const late = await itemOf(t, q.monthly[0]?.id);
    // 1,001.00 given back: the second line's 500.00, then the first line's 500.00 before 1.00 of
    // its late fee.
    expect(late).toMatchObject({ paidAt: null, invoiceAmount: '500.00', lateFee: '1.00' });
  });
});

describe('hostile refund answers from the provider', () => {
  const secret = () => base.config.payments.sandbox.account.secretKey;

  async function attempt(tamper: SandboxProvider['tamperRefundAnswer']) {
    const p = await paidOrder(t);
    sandbox.tamperRefundAnswer = tamper;
    const key = newKey();
    let response: Awaited<ReturnType<typeof refund>>;
    try {
      response = await refund(p.order.id, { amount: 300, idempotency_key: key });
    } finally {
      sandbox.tamperRefundAnswer = null;
    }
    return { p, key, response };
  }

  async function expectRefused(tamper: SandboxProvider['tamperRefundAnswer']) {
    const { p, key, response } = await attempt(tamper);
    expect(response.statusCode, response.body).toBe(502);
    expect(response.json().key).toBe('refund_unconfirmed');
    const [row] = await refundsOf(t, p.order.id);
    expect(row?.status).toBe('unconfirmed');
    expect((await balanceOf(t, p.contract.id))?.balance).toBe('19000.00');
    expect(await outboxTo(t, p.member.email)).toHaveLength(0);
    // The amount stays held: nothing more than what is left may be refunded meanwhile.
    expect((await refund(p.order.id, { amount: 1000 })).json().key).toBe('refund_exceeds_paid');
    return { p, key };
  }

  it('refuses a forged answer (a field changed), then a retry of the same refund applies it once', async () => {
    const { p, key } = await expectRefused((genuine) => ({ ...genuine, req_amount: '3000.00' }));
    const retry = await refund(p.order.id, { amount: 300, idempotency_key: key });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data.refunds).toMatchObject([{ status: 'refunded', amount: 300 }]);
    expect((await balanceOf(t, p.contract.id))?.balance).toBe('19300.00');
    const rows = await refundsOf(t, p.order.id);
    const made = await t.database.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.reference, rows[0]?.reference ?? ''));
    expect(made).toHaveLength(1);
    expect(await outboxTo(t, p.member.email)).toHaveLength(1);
  });

  it('refuses an answer re-signed with another key, and one with a forged signature', async () => {
    await expectRefused((genuine) => ({
      ...genuine,
      decision: 'ACCEPT',
      signature: signFields(genuine, 'not-the-secret'),
    }));
    await expectRefused((genuine) => ({
      ...genuine,
      signature: `${genuine.signature?.slice(0, -4)}AAA=`,
    }));
  });

  it('refuses a re-cut answer (the same signed string read at other commas)', async () => {
    await expectRefused((genuine) => {
      const names = (genuine.signed_field_names ?? '')
        .split(',')
        .filter((n) => n !== 'reason_code');
      const { reason_code, ...rest } = genuine;
      return {
        ...rest,
        decision: `${genuine.decision},reason_code=${reason_code}`,
        signed_field_names: names.join(','),
      };
    });
  });

  it("refuses another refund's genuine answer replayed, and a late one", async () => {
    await expectRefused((_genuine, earlier) => earlier[0] ?? {});
    await expectRefused((genuine) => {
      const stale = {
        ...genuine,
        signed_date_time: new Date(Date.now() - 20 * 60_000)
          .toISOString()
          .replace(/\.\d{3}Z$/, 'Z'),
      };
      return { ...stale, signature: signFields(stale, secret()) };
    });
  });

  it('records a refusal of the provider: nothing given back, the amount free again', async () => {
    const p = await paidOrder(t);
    await t.database.db
      .update(orders)
      .set({ providerTransactionId: '9999999999999999999999' })
      .where(eq(orders.id, p.order.id));
    const response = await refund(p.order.id, { amount: 10 });
    expect(response.statusCode).toBe(502);
    expect(response.json().key).toBe('refund_declined');
    const [row] = await refundsOf(t, p.order.id);
    expect(row?.status).toBe('declined');
    const detail = await t.request({
      method: 'GET',
      url: `/api/staff/orders/${p.order.id}`,
      staff: admin,
    });
    expect(detail.json().data.refundable).toBe(1025);
  });
});

describe('GET /api/staff/orders-reconciliation', () => {
  it('lists the day as the provider reports it against the portal, differences marked, formulas neutralised', async () => {
    const p = await paidOrder(t);
    const ok = await refund(p.order.id, {
      amount: 50,
      reason: '=HYPERLINK("http://evil.test","x")',
    });
    expect(ok.statusCode).toBe(200);
    sandbox.tamperRefundAnswer = (genuine) => ({ ...genuine, req_amount: '1.00' });
    const unconfirmed = await refund(p.order.id, { amount: 70, reason: '+cmd|calc' });
    sandbox.tamperRefundAnswer = null;
    expect(unconfirmed.statusCode).toBe(502);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Cancun' }).format(new Date());
    const response = await t.request({
      method: 'GET',
      url: `/api/staff/orders-reconciliation?day=${day}`,
      staff: supervisor,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(`reconciliation_${day}.csv`);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '"day","kind","reference","provider_transaction_id","provider_decision","provider_amount","provider_currency","portal_id","member_id","portal_status","portal_amount","portal_currency","note","difference"',
    );
    const charge = lines.find(
      (l) => l.includes(`"${p.order.reference}"`) && l.includes('"charge"'),
    );
    expect(charge).toContain('"ACCEPT","1025.00","USD"');
    expect(charge?.endsWith(',""')).toBe(true);
    const refunds = await refundsOf(t, p.order.id);
    const done = refunds.find((r) => r.status === 'refunded');
    const held = refunds.find((r) => r.status === 'unconfirmed');
    const doneLine = lines.find((l) => l.includes(`"${done?.reference}"`));
    expect(doneLine).toContain('"REFUND","50.00","USD"');
    expect(doneLine).toContain(`"${p.order.reference}: =HYPERLINK(""http://evil.test"",""x"")"`);
    expect(doneLine?.endsWith(',""')).toBe(true);
    // The provider made the refund whose answer the portal could not trust: marked.
    const heldLine = lines.find((l) => l.includes(`"${held?.reference}"`));
    expect(heldLine).toContain('"unconfirmed"');
    expect(heldLine?.endsWith('"status_differs"')).toBe(true);
    // A cell that starts like a formula gets a quote mark first.
    const injected = await t.request({
      method: 'GET',
      url: `/api/staff/orders-reconciliation?day=${day}`,
      staff: admin,
    });
    expect(injected.body).not.toMatch(/(^|,)"[=+\-@\t\r]/m);
    expect(
      (await t.request({ method: 'GET', url: '/api/staff/orders-reconciliation', staff: admin }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/staff/orders-reconciliation?day=${day}`,
          staff: agent,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('marks a refund the portal recorded that the provider does not report', async () => {
    const p = await paidOrder(t);
    await refund(p.order.id, { amount: 5 });
    const [row] = await refundsOf(t, p.order.id);
    await t.database.db
      .delete(sandboxTransactions)
      .where(eq(sandboxTransactions.reference, row?.reference ?? ''));
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Cancun' }).format(new Date());
    const response = await t.request({
      method: 'GET',
      url: `/api/staff/orders-reconciliation?day=${day}`,
      staff: admin,
    });
    const line = response.body.split('\r\n').find((l) => l.includes(`"${row?.reference}"`));
    expect(line?.endsWith('"missing_at_provider"')).toBe(true);
  });
});
