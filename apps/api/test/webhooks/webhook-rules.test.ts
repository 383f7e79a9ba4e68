import { WEBHOOK_MAX_ATTEMPTS } from '@mp/contract/webhooks/constants';
import { describe, expect, it } from 'vitest';
import { nextRetryAfter, postWebhook } from '../../src/modules/webhooks/webhook-delivery.ts';
import {
  decryptWebhookSecret,
  encryptWebhookSecret,
  newWebhookSecret,
  signatureHeader,
} from '../../src/modules/webhooks/webhook-signing.ts';
import { endpointUrlProblem, isPrivateAddress } from '../../src/modules/webhooks/webhook-url.ts';
import { startReceiver, verifySignature } from './receiver.ts';

describe('endpoint addresses', () => {
  it('allows http and local receivers outside production (tests, development, the demo)', () => {
    expect(endpointUrlProblem('http://127.0.0.1:4010/hooks', false)).toBeNull();
    expect(endpointUrlProblem('http://localhost/hooks', false)).toBeNull();
  });

  it('in production: https only, and no private, loopback, link-local or internal host', () => {
    expect(endpointUrlProblem('https://club.example.com/hooks', true)).toBeNull();
    expect(endpointUrlProblem('https://203.0.114.7/hooks', true)).toBeNull();
    expect(endpointUrlProblem('http://club.example.com/hooks', true)).toBe(
      'webhook_url_https_required',
    );
    for (const url of [
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://172.20.0.1/x',
      'https://192.168.1.10/x',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/x',
      'https://0.0.0.0/x',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://[fe80::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://localhost/x',
      'https://db.internal/x',
      'https://printer.local/x',
      'https://intranet/x',
    ]) {
      expect(endpointUrlProblem(url, true), url).toBe('webhook_url_private');
    }
  });

  it('knows private addresses of both families', () => {
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    expect(isPrivateAddress('2606:4700::1111')).toBe(false);
    expect(isPrivateAddress('10.0.0.1')).toBe(true);
    expect(isPrivateAddress('::ffff:10.0.0.1')).toBe(true);
  });

  it('refuses to connect to a private address when public-only (production), before any byte', async () => {
    const receiver = await startReceiver();
    const outcome = await postWebhook(
      receiver.url,
      '{}',
      {},
      { timeoutMs: 1000, publicOnly: true },
    );
    expect(outcome).toEqual({ error: 'refused_address' });
    // A name resolving to loopback is refused at its lookup too.
    const named = await postWebhook(
      receiver.url.replace('127.0.0.1', 'localhost'),
      '{}',
      {},
      {
        timeoutMs: 1000,
        publicOnly: true,
      },
    );
    expect(named).toEqual({ error: 'refused_address' });
    expect(receiver.received).toHaveLength(0);
    await receiver.close();
  });

  it('gives up a POST that gets no answer within the timeout', async () => {
    const { createServer } = await import('node:http');
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const started = Date.now();
    const outcome = await postWebhook(
      `http://127.0.0.1:${port}/`,
      '{}',
      {},
      {
        timeoutMs: 300,
        publicOnly: false,
      },
    );
    expect(outcome).toEqual({ error: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });
});

describe('signing', () => {
  it('keeps the secret encrypted and signs as t=<seconds>,v1=<HMAC-SHA256 of "t.body">', () => {
    const secret = newWebhookSecret();
    const stored = encryptWebhookSecret('app-secret-app-secret-app-secret-1', secret);
    expect(stored).not.toContain(secret.slice(6));
    expect(decryptWebhookSecret('app-secret-app-secret-app-secret-1', stored)).toBe(secret);
    expect(() => decryptWebhookSecret('another-app-secret-another-app-secr', stored)).toThrow();

    const body = '{"id":"e1","type":"thread.opened"}';
    const now = Math.floor(Date.now() / 1000);
    const received = {
      headers: { 'x-passport-signature': signatureHeader(secret, now, body) },
      body,
    };
    expect(verifySignature(secret, received)).toBe(true);
    // A replay outside the tolerance fails.
    expect(verifySignature(secret, received, now + 301)).toBe(false);
  });

  it('plans retries at 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h, then gives up', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const waits = [1, 2, 3, 4, 5, 6, 7].map(
      (n) => ((nextRetryAfter(n, now)?.getTime() ?? 0) - now.getTime()) / 1000,
    );
    expect(waits).toEqual([60, 300, 1_800, 7_200, 21_600, 43_200, 86_400]);
    expect(nextRetryAfter(WEBHOOK_MAX_ATTEMPTS, now)).toBeNull();
  });
});
