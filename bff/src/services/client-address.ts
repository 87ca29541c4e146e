import { isIPv4, isIPv6 } from 'node:net';

// Per-address limits count a client's network, not its exact address. One IPv6 subscriber
// usually holds a whole /64 (2^64 addresses), so counting each IPv6 address on its own would give
// a single guesser endless fresh budgets; every address of one /64 therefore shares a bucket.
// An IPv4 address written as IPv4-mapped IPv6 (::ffff:192.0.2.1, what a dual-stack socket
// reports) is the IPv4 address it maps, so both spellings share one bucket too.

/** The bucket a client address is counted in: the IPv4 address, or the IPv6 /64 (`2001:db8:1:2::/64`). */
export function addressBucket(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = expandIPv6(bare);
  // ::ffff:a.b.c.d (IPv4-mapped) is the IPv4 address it carries.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` and a trailing dotted IPv4 part). */
function expandIPv6(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<number>(missing).fill(0), ...right];
}
