import { isIPv4, isIPv6 } from 'node:net';

// No visitor's full address is kept (issue 8), in the analytics tables or in any log line
// (create-server's request serializer): an IPv4 address loses its last octet
// (a /24 remains) and an IPv6 address its last 80 bits (a /48 remains, a site, not a device).
// IPv4 carried in IPv6 (::ffff:a.b.c.d, how a dual-stack socket reports IPv4 callers) is
// treated as the IPv4 address it is. Anything that is not an address gives null.

export function truncateIp(address: string | null | undefined): string | null {
  if (!address) return null;
  const ip = address.trim().replace(/%.*$/, ''); // an IPv6 zone (fe80::1%eth0) names a local interface
  if (isIPv4(ip)) return truncateIPv4(ip);
  if (!isIPv6(ip)) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return truncateIPv4(mapped[1]!);
  const groups = expandIPv6(ip);
  return groups ? compressIPv6([...groups.slice(0, 3), 0, 0, 0, 0, 0]) : null;
}

function truncateIPv4(ip: string): string {
  const octets = ip.split('.').map(Number);
  return `${octets[0]}.${octets[1]}.${octets[2]}.0`;
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail becomes two groups). */
function expandIPv6(ip: string): number[] | null {
  let text = ip.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...right];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff)
    ? groups
    : null;
}

/** RFC 5952 text: lower case, no leading zeros, the longest run of two or more zero groups as ::. */
function compressIPv6(groups: number[]): string {
  let bestStart = -1;
  let bestLength = 0;
  for (let start = 0; start < groups.length;) {
    if (groups[start] !== 0) {
      start += 1;
      continue;
    }
    let end = start;
    while (end < groups.length && groups[end] === 0) end += 1;
    if (end - start > bestLength) {
      bestStart = start;
      bestLength = end - start;
    }
    start = end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestLength < 2) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}
