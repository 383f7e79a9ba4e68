import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  WEBHOOK_HEADERS,
  WEBHOOK_SIGNATURE_TOLERANCE_SECONDS,
} from '@mp/contract/webhooks/constants';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * The club's system as a test starts it: node:http on an ephemeral port of 127.0.0.1, answering
 * each POST with the next status of `answers` (the last one repeats), recording what came.
 */
export async function startReceiver(answers: number[] = [200]) {
  const received: Received[] = [];
  const plan = [...answers];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = plan.length > 1 ? (plan.shift() as number) : (plan[0] ?? 200);
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The statuses to answer from now on. */
    answer(statuses: number[]) {
      plan.splice(0, plan.length, ...statuses);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * What the club's system does with a POST (docs/operations.md "Webhooks"): the signature header's
 * t and v1, the HMAC-SHA256 of `${t}.${raw body}` with the endpoint's secret, compared in constant
 * time, and a timestamp close to now.
 */
export function verifySignature(
  secret: string,
  received: Received,
  now = Math.floor(Date.now() / 1000),
): boolean {
  const header = String(received.headers[WEBHOOK_HEADERS.signature] ?? '');
  const parts = Object.fromEntries(
    header.split(',').map((part) => part.split('=', 2) as [string, string]),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(now - t) > WEBHOOK_SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${received.body}`).digest('hex');
  const given = Buffer.from(parts.v1 ?? '', 'utf8');
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
}
