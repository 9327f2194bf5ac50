import 'server-only';
import { isIPv4, isIPv6 } from 'node:net';

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
