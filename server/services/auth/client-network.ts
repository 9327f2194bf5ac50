import 'server-only';
import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';

import proxyaddr from 'proxy-addr';

import { getConfig, type ProxyTrust } from '../../config';

type TrustFn = (address: string, hop: number) => boolean;
const compiled = new WeakMap<object, TrustFn>();
const NO_PROXY: TrustFn = () => false;

function trustFunction(trust: ProxyTrust): TrustFn {
  if (typeof trust === 'number') return trust === 0 ? NO_PROXY : (_address, hop) => hop < trust;
  let fn = compiled.get(trust);
  if (!fn) {
    fn = proxyaddr.compile(trust);
    compiled.set(trust, fn);
  }
  return fn;
}

/**
 * The client's address (ASVS5 15.3.4), as Express's `trust proxy` and nginx's
 * realip module find it: start at the connection's peer and walk
 * `X-Forwarded-For` from the RIGHT, past each hop we trust, and take the first
 * address we do not. A client can prepend anything to the header; only what
 * our own proxies appended counts.
 *
 * `TRUST_PROXY` (server/config.ts): `false`/`0` (default) ignores the header,
 * `true` = 1 hop, a number n = n hops (the peer and the n-1 right-most
 * entries are our proxies), or a comma-separated list of proxy addresses or
 * CIDR ranges (also `loopback`, `linklocal`, `uniquelocal`): hops are trusted
 * while they are in the list. With fewer entries than trusted hops the
 * left-most one is taken.
 */
export function clientAddress(
  remoteAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: ProxyTrust = getConfig().TRUST_PROXY,
): string {
  if (!remoteAddress) return 'unknown';
  if (trust === 0 || !forwardedFor) return remoteAddress;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  const req = { socket: { remoteAddress }, headers: { 'x-forwarded-for': header } } as unknown as IncomingMessage;
  return proxyaddr(req, trustFunction(trust)) || remoteAddress;
}

/**
 * Whether the connection's peer is one of our own proxies as `TRUST_PROXY`
 * says (then headers it sets, such as `X-Request-Id`, may be believed).
 */
export function peerIsTrustedProxy(remoteAddress: string | undefined, trust: ProxyTrust = getConfig().TRUST_PROXY): boolean {
  return remoteAddress !== undefined && trustFunction(trust)(remoteAddress, 0);
}

/**
 * The key a per-address limit counts against: an IPv4 address as it is, an
 * IPv6 address by its /64 (one subscriber usually holds a whole /64, so
 * counting single addresses would let them rotate freely). IPv4-mapped IPv6
 * addresses count as their IPv4.
 */
export function networkKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/^\[|\]$/g, '').split('%')[0];
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address.slice(0, 64) || 'unknown';
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(address: string): string[] {
  let text = address;
  // A trailing dotted IPv4 part counts as two groups.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1].split('.').map(Number);
    text = text.slice(0, -v4[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail ? tail.split(':') : [];
  const fill = text.includes('::') ? Array(8 - left.length - right.length).fill('0') : [];
  return [...left, ...fill, ...right].map((g) => g.padStart(4, '0'));
}
