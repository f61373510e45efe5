import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Hextets of a written IPv6 address (zone dropped, '::' filled, a dotted IPv4 tail as two); null if it is not one. */
function hextetsOf(address: string): number[] | null {
  const bare = address.split('%')[0];
  if (!isIPv6(bare)) return null;
  let text = bare.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((hextet) => parseInt(hextet, 16)));
  const front = parse(head);
  const back = tail === null ? [] : parse(tail);
  const hextets = [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return hextets.length === 8 ? hextets : null;
}

/** ::ffff:a.b.c.d (and ::ffff:xxxx:xxxx): the IPv4 address a dual-stack socket reports this way. */
function mappedIpv4(hextets: number[]): string | null {
  const mapped = hextets.slice(0, 5).every((hextet) => hextet === 0) && hextets[5] === 0xffff;
  return mapped ? [hextets[6] >> 8, hextets[6] & 0xff, hextets[7] >> 8, hextets[7] & 0xff].join('.') : null;
}

/**
 * What one source is counted as: an IPv4 address as it is (an IPv4-mapped IPv6 address as its
 * IPv4 address), an IPv6 address as its /64 ('2001:db8:1:2::/64'), since one subscriber gets at
 * least a /64 and could otherwise count as 2^64 sources. Anything else is returned as it is.
 * Idempotent: a group is its own group.
 */
export function sourceGroupOf(address: string): string {
  if (isIPv4(address)) return address;
  const prefix = /^(.*)\/64$/.exec(address);
  const hextets = hextetsOf(prefix ? prefix[1] : address);
  if (!hextets) return address;
  const ipv4 = mappedIpv4(hextets);
  if (ipv4) return ipv4;
  return `${hextets
    .slice(0, 4)
    .map((hextet) => hextet.toString(16))
    .join(':')}::/64`;
}

/**
 * The source a request is counted under by every per-source limit: its client address (behind
 * the proxies TRUST_PROXY believes), grouped by sourceGroupOf. Every per-source key goes through here.
 */
export function sourceAddress(request: FastifyRequest): string {
  return sourceGroupOf(request.ip);
}
