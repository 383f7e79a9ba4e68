// The API section of `npm run bench`: every read call of every area and the two writes, side by
// side with the yardstick, on one database (PGlite, or PostgreSQL with `databaseUrl`).
import {
  DEMO_LOGIN,
  getJson,
  load,
  signIn,
  staffSignIn,
  startServer,
  startYardstick,
  statementsPerRequest,
  summary,
  waitIdle,
} from './lib.mjs';

/** The demo member's ids every call needs, found through the API as a client would. */
export async function discover(base, headers) {
  const contracts = (await getJson(base, '/api/v1/user_contracts', headers)).data.data;
  const threads = (await getJson(base, '/api/v1/messages', headers)).data.data;
  const highlights = (await getJson(base, '/api/v1/destination_highlights', headers)).data.data;
  const hotels = (await getJson(base, '/api/v1/reservation_hotels', headers)).data;
  const contract = contracts.find((c) => c.payments.length > 0) ?? contracts[0];
  return {
    contractId: contract.contract_id,
    orderId: contract.payments[0]?.id,
    threadId: threads[0].id,
    highlightId: highlights[0].id,
    hotel: hotels[0],
  };
}

/** Every read call of every area, as [title, path]. */
export function readCalls(ids) {
  return [
    ['GET /api/v1/profile', '/api/v1/profile'],
    ['GET /api/v1/user_contracts', '/api/v1/user_contracts'],
    ['GET /api/v1/user_contracts/{id}', `/api/v1/user_contracts/${ids.contractId}`],
    ['GET /api/v1/credit_cards', '/api/v1/credit_cards'],
    // A PDF is rendered per request: 4 connections, as members download one at a time.
    ['GET /api/v1/orders/{id}/download (PDF)', `/api/v1/orders/${ids.orderId}/download`, 4],
    ['GET /api/v1/messages', '/api/v1/messages'],
    ['GET /api/v1/messages/{id}', `/api/v1/messages/${ids.threadId}`],
    ['GET /api/v1/user_reservations/all', '/api/v1/user_reservations/all'],
    ['GET /api/v1/faqs', '/api/v1/faqs'],
    ['GET /api/v1/contact_reasons', '/api/v1/contact_reasons'],
    ['GET /api/v1/reservation_hotels', '/api/v1/reservation_hotels'],
    ['GET /api/v1/exchanges', '/api/v1/exchanges'],
    ['GET /api/v1/destination_highlights', '/api/v1/destination_highlights'],
    [
      'GET /api/v1/destination_highlights/{id}',
      `/api/v1/destination_highlights/${ids.highlightId}`,
    ],
  ];
}

/** The staff console's calls start with this (the staff rows of the tables). */
export const STAFF_PREFIX = 'GET /api/staff/';

/** The demo member as the staff console finds them: by their e-mail address. */
export async function discoverStaff(base, staffHeaders) {
  const found = (await getJson(base, '/api/staff/members?q=john%40example.com', staffHeaders)).data;
  const john = found.find((m) => m.email === 'john@example.com');
  if (!john) throw new Error('the member lookup did not find john@example.com');
  return { memberId: john.id, clubMemberId: john.vida_member_id ?? john.id };
}

/**
 * The staff console's reads (issue 21), as [title, path]: the member lookup by the club's member
 * id, an e-mail prefix and an accent-free name prefix ("garcia" finds the demo's Ana García, and
 * one member in 14 of seed:large's), the desk's queues at their first page as the console opens
 * them, the home counts, and the member page (each view writes its audit row).
 */
export function staffReadCalls(ids) {
  return [
    ['GET /api/staff/members?q= (member id)', `/api/staff/members?q=${ids.clubMemberId}`],
    ['GET /api/staff/members?q= (e-mail prefix)', '/api/staff/members?q=john%40'],
    ['GET /api/staff/members?q= (name "garcia")', '/api/staff/members?q=garcia'],
    ['GET /api/staff/threads', '/api/staff/threads'],
    ['GET /api/staff/reservation-requests', '/api/staff/reservation-requests'],
    ['GET /api/staff/profile-reviews', '/api/staff/profile-reviews'],
    ['GET /api/staff/summary', '/api/staff/summary'],
    [
      'GET /api/staff/members/{id}?reason=',
      `/api/staff/members/${ids.memberId}?reason=Benchmark%20read`,
    ],
  ];
}

const isoDay = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function reservationBody(hotel, i) {
  return JSON.stringify({
    is_member: true,
    destination: hotel.id,
    unit_type: hotel.unit_types[0].id,
    arriving_date: isoDay(60 + (i % 200)),
    departing_date: isoDay(65 + (i % 200)),
    guests: 2,
    flexible_dates: true,
    flexible_destinations: true,
    travelers: [],
  });
}

/**
 * `count` payments with the saved card, each for a renewal fee of its own payable contract
 * (made by the test-support call), so every request is a real, distinct charge.
 */
async function paymentBodies(base, headers, email, count) {
  const cards = (await getJson(base, '/api/v1/credit_cards', headers)).data.data;
  const card = cards.find((c) => c.is_default) ?? cards[0];
  const bodies = [];
  for (let i = 0; i < count; i++) {
    const made = await getJson(base, '/api/test/contracts', headers, {
      method: 'POST',
      body: JSON.stringify({ email, cards: [] }),
    });
    // One contract is in `data` (only the list is `data.data`, issue 20 #4).
    const contract = (
      await getJson(base, `/api/v1/user_contracts/${made.data.contract_id}`, headers)
    ).data;
    const fee = contract.payment_types.other_fees[0];
    bodies.push(
      JSON.stringify({
        order_amount: fee.amount_due + fee.late_fee + fee.closing_cost,
        contract_id: made.data.contract_id,
        card_id: card.id,
        cvv: '123',
        paymentTypeIds: [fee.id],
        paymentType: 'other_fees',
        device_fingerprint_id: `bench-${i}`,
      }),
    );
  }
  return bodies;
}

/**
 * One call against the yardstick: `repeats` pairs of short slices, the yardstick then the call
 * (alternating which goes first), each after the machine is idle, so each ratio compares two
 * figures taken seconds apart. CPU per request is the server's, from /proc (every thread, and
 * the main thread alone).
 */
async function interleaved({ server, yardstick, path, headers, connections, seconds, repeats }) {
  const slices = [];
  for (let i = 0; i < repeats; i++) {
    const runYardstick = async () => {
      const busy = await waitIdle();
      return { ...(await load({ url: yardstick.base, seconds, connections })), busy };
    };
    const runCall = async () => {
      const busy = await waitIdle();
      const before = server.cpuMs();
      const figures = await load({ url: `${server.base}${path}`, headers, seconds, connections });
      const after = server.cpuMs();
      // What autocannon left in flight finishes before the next slice.
      await fetch(`${server.base}${path}`, { headers }).then((r) => r.arrayBuffer());
      const per = (key) => ((after[key] - before[key]) * 1000) / Math.max(1, figures.requests);
      return { ...figures, busy, cpuUs: per('process'), mainCpuUs: per('main') };
    };
    const [y, a] =
      i % 2 === 0
        ? [await runYardstick(), await runCall()]
        : await runCall().then(async (a) => [await runYardstick(), a]);
    slices.push({ yardstick: y, call: a, ratio: a.rps / y.rps });
  }
  return {
    yardstick: summary(slices.map((s) => s.yardstick.rps)),
    rps: summary(slices.map((s) => s.call.rps)),
    ratio: summary(slices.map((s) => s.ratio)),
    p50: summary(slices.map((s) => s.call.p50)),
    p99: summary(slices.map((s) => s.call.p99)),
    cpuUs: summary(slices.map((s) => s.call.cpuUs)),
    mainCpuUs: summary(slices.map((s) => s.call.mainCpuUs)),
    busy: Math.max(...slices.flatMap((s) => [s.yardstick.busy, s.call.busy])),
    errors: slices.reduce((n, s) => n + s.call.errors, 0),
  };
}

/** `bodies.length` saved-card payments at 10 connections; server CPU per payment. */
async function payments(server, headers, bodies, tag, rate) {
  let index = 0;
  const before = server.cpuMs();
  const run = await load({
    url: `${server.base}/api/v1/payment`,
    method: 'POST',
    headers,
    connections: 10,
    amount: bodies.length,
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        setupRequest: (req) => {
          const i = index++;
          return {
            ...req,
            body: bodies[i],
            headers: { ...req.headers, 'idempotency-key': `bench-${tag}-${i}-${Date.now()}` },
          };
        },
      },
    ],
  });
  const after = server.cpuMs();
  return {
    ...run,
    count: bodies.length,
    cpuMs: (after.process - before.process) / bodies.length,
    mainCpuMs: (after.main - before.main) / bodies.length,
  };
}

/**
 * Runs the section: every call interleaved with the yardstick (`interleaved`), then the writes:
 * reservations, saved-card payments alone (CPU and latency per payment), and the profile's p99 at
 * 10 connections alone and while payments run: as fast as they can, and at 20 a second.
 */
export async function benchApi({ label, databaseUrl, seconds, repeats, port, yardstickPort }) {
  const server = await startServer({ port, databaseUrl });
  const yardstick = await startYardstick(yardstickPort);
  try {
    const { headers } = await signIn(server.base);
    const ids = await discover(server.base, headers);
    const staff = await staffSignIn(server.base);
    const staffIds = await discoverStaff(server.base, staff.headers);
    // [title, path, connections, headers]: the member's bearer token, or the staff cookie.
    const calls = [
      ['GET /healthz', '/healthz', undefined, {}],
      ...readCalls(ids).map(([title, path, connections]) => [title, path, connections, headers]),
      ['GET /api/v1/profile (10 connections)', '/api/v1/profile', 10, headers],
      ...staffReadCalls(staffIds).map(([title, path]) => [title, path, undefined, staff.headers]),
    ];
    const rows = [];
    for (const [title, path, connections, callHeaders] of calls) {
      const statements = await statementsPerRequest(server.base, () =>
        fetch(`${server.base}${path}`, { headers: callHeaders }).then((r) => r.arrayBuffer()),
      );
      const figures = await interleaved({
        server,
        yardstick,
        path,
        headers: callHeaders,
        connections,
        seconds,
        repeats,
      });
      rows.push({ call: title, connections: connections ?? 50, statements, ...figures });
      process.stderr.write(`  ${label}: ${title}\n`);
    }
    // Writes: a fixed number of distinct requests each, 10 connections.
    const writeCount = 150;
    let reservationIndex = 0;
    const reservation = await load({
      url: `${server.base}/api/v1/reservation_requested`,
      method: 'POST',
      headers,
      connections: 10,
      amount: writeCount,
      requests: [
        {
          setupRequest: (req) => ({ ...req, body: reservationBody(ids.hotel, reservationIndex++) }),
        },
      ],
    });
    // A club's busiest hour is far below this: 20 payments a second, as the sign-in bench's rate.
    const paymentRate = 20;
    const atRate = paymentRate * 3;
    const bodies = await paymentBodies(
      server.base,
      headers,
      'john@example.com',
      writeCount * 2 + atRate,
    );
    await waitIdle();
    const payment = await payments(server, headers, bodies.slice(0, writeCount), 'alone');
    // The receipts' background work finishes before the profile is measured alone.
    await waitIdle({ threshold: 0.2 });
    const profile10 = { url: `${server.base}/api/v1/profile`, headers, connections: 10 };
    const profileAlone = await load({ ...profile10, seconds: 2 });
    // Beside payments as fast as 10 connections send them (both calls share the two cores), and
    // beside 20 payments a second (what "payments off the hot path" promises the others).
    const [, profileDuring] = await Promise.all([
      payments(server, headers, bodies.slice(writeCount, writeCount * 2), 'during'),
      load({ ...profile10, seconds: 2 }),
    ]);
    await waitIdle({ threshold: 0.2 });
    const profileAloneAgain = await load({ ...profile10, seconds: 2 });
    const [, profileAtRate] = await Promise.all([
      payments(server, headers, bodies.slice(writeCount * 2), 'rate', paymentRate),
      new Promise((resolve) => setTimeout(resolve, 250)).then(() =>
        load({ ...profile10, seconds: 2 }),
      ),
    ]);
    const afterRunMb = server.rssMb();
    // Steady memory is read once the run's work is over: the receipts' PDF thread ends after a
    // minute idle (apps/api/src/platform/pdf-threads.ts), and the server then holds only what it
    // keeps. PGlite only (its target); PostgreSQL's memory is the database server's.
    if (!databaseUrl) await new Promise((resolve) => setTimeout(resolve, 65_000));
    const rssMb = server.rssMb();
    return {
      label,
      startPeakMb: server.startPeakMb,
      yardstick: summary(rows.map((r) => r.yardstick.median)),
      rows,
      writes: [
        { call: 'POST /api/v1/reservation_requested', ...reservation, count: writeCount },
        { call: 'POST /api/v1/payment (saved card)', ...payment },
      ],
      profileUnderPayments: {
        alone: profileAlone.p99,
        during: profileDuring.p99,
        aloneAgain: profileAloneAgain.p99,
        atRate: profileAtRate.p99,
        rate: paymentRate,
      },
      afterRunMb,
      rssMb,
    };
  } finally {
    await yardstick.stop();
    await server.stop();
  }
}

/**
 * Sign-in under load: the profile's p99 alone, then while 20 sign-ins a second run (argon2id),
 * `repeats` times each; the target is at most 2x.
 */
export async function benchSignIn({ databaseUrl, seconds, repeats, port }) {
  const server = await startServer({ port, databaseUrl });
  try {
    const { headers } = await signIn(server.base);
    const profile = { url: `${server.base}/api/v1/profile`, headers, seconds };
    const alone = [];
    const loaded = [];
    for (let i = 0; i < repeats; i++) {
      alone.push((await load(profile)).p99);
      const signIns = load({
        url: `${server.base}/api/v1/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-language': 'en' },
        body: JSON.stringify({
          ...DEMO_LOGIN,
          'g-recaptcha-response': 'none',
        }),
        connections: 4,
        overallRate: 20,
        seconds,
      });
      loaded.push((await load(profile)).p99);
      await signIns;
    }
    const a = summary(alone);
    const b = summary(loaded);
    return { alone: a, withSignIns: b, ratio: b.median / a.median };
  } finally {
    await server.stop();
  }
}
