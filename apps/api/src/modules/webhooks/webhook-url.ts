import { BlockList, isIP } from 'node:net';
import type { WebhooksMessageKey } from '@mp/contract/webhooks/message-keys';

/**
 * Addresses the portal must not call in production (SSRF, SECURITY.md): loopback, private,
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, benchmarking, multicast and
 * reserved ranges, and their IPv6 counterparts (IPv4-mapped ones are checked as IPv4).
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return blocked.check(mapped[1], 'ipv4');
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (family === 6) return blocked.check(bare, 'ipv6');
  return false;
}

/** Names that resolve inside a network, never to the club's public system. */
const isInternalName = (host: string) =>
  host === 'localhost' ||
  /\.(localhost|local|internal|lan|home\.arpa)$/i.test(host) ||
  !host.includes('.');

/**
 * The server's rule for an endpoint's address, beyond the contract's shape: outside production
 * (development, tests, the demo) plain http and local receivers are allowed, so a developer's
 * or a test's receiver on 127.0.0.1 works; in production only https to a public host. A name's
 * addresses are checked again at each delivery (webhook-delivery.ts), so a name pointed at the
 * portal's network later is refused too.
 */
export function endpointUrlProblem(
  value: string,
  isProduction: boolean,
): Extract<WebhooksMessageKey, 'webhook_url_https_required' | 'webhook_url_private'> | null {
  if (!isProduction) return null;
  const url = new URL(value);
  if (url.protocol !== 'https:') return 'webhook_url_https_required';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isIP(host) ? isPrivateAddress(host) : isInternalName(host)) return 'webhook_url_private';
  return null;
}
