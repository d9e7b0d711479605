import { lookup } from 'node:dns/promises';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * Where a game query may go: only to a public unicast address. Loopback, private, link-local, CGNAT, cloud
 * metadata, documentation, multicast and the other special-purpose ranges (IANA's registries) are refused
 * unless the operator allows private addresses (the sandbox and tests do), so a server record cannot steer a
 * query at the bot's own network. A name is resolved first and every address it resolves to is vetted; the
 * query then goes to the vetted address, never to the name again, so a second lookup cannot answer otherwise.
 */

/** Why a game was not asked, decided before any packet leaves. */
export type AddressRefusal = 'private-address' | 'unresolvable';

type Range = { bytes: readonly number[]; prefix: number };

const v4 = (text: string, prefix: number): Range => ({ bytes: text.split('.').map(Number), prefix });

/** IPv4 ranges no game server of a customer lives in (RFC 6890 and its successors). */
const refusedV4: readonly Range[] = [
  v4('0.0.0.0', 8), // "this network"
  v4('10.0.0.0', 8), // private
  v4('100.64.0.0', 10), // CGNAT shared space
  v4('127.0.0.0', 8), // loopback
  v4('169.254.0.0', 16), // link-local, 169.254.169.254 metadata included
  v4('172.16.0.0', 12), // private
  v4('192.0.0.0', 24), // IETF protocol assignments
  v4('192.0.2.0', 24), // documentation
  v4('192.88.99.0', 24), // 6to4 relay anycast
  v4('192.168.0.0', 16), // private
  v4('198.18.0.0', 15), // benchmarking
  v4('198.51.100.0', 24), // documentation
  v4('203.0.113.0', 24), // documentation
  v4('224.0.0.0', 4), // multicast
  v4('240.0.0.0', 4), // reserved, broadcast included
];

function v6(text: string, prefix: number): Range {
  const bytes = ipv6Bytes(text);
  if (bytes === undefined) throw new Error(`not an IPv6 range: ${text}`);
  return { bytes, prefix };
}

/** IPv6 ranges refused outright; the ones that embed an IPv4 address are judged by it instead. */
const refusedV6Ranges: readonly Range[] = [
  v6('::', 128), // unspecified
  v6('::1', 128), // loopback
  v6('100::', 64), // discard
  v6('2001::', 23), // IETF protocol assignments (Teredo, ORCHID, benchmarking…)
  v6('2001:db8::', 32), // documentation
  v6('3fff::', 20), // documentation
  v6('5f00::', 16), // segment routing
  v6('fc00::', 7), // unique local, fd00:ec2::254 (a cloud's metadata) included
  v6('fe80::', 10), // link-local
  v6('fec0::', 10), // site-local (deprecated)
  v6('ff00::', 8), // multicast
];

function inRange(bytes: readonly number[], range: Range): boolean {
  let bits = range.prefix;
  for (let index = 0; bits > 0; index += 1, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if (((bytes[index] ?? 0) & mask) !== ((range.bytes[index] ?? 0) & mask)) return false;
  }
  return true;
}

/** The 16 bytes of an IPv6 address (with `::` and a dotted IPv4 tail), or undefined when it is not one. */
export function ipv6Bytes(text: string): number[] | undefined {
  const bare = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!isIPv6(bare)) return undefined;
  let head = bare;
  const tail: number[] = [];
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare);
  if (dotted?.[1] !== undefined) {
    tail.push(...dotted[1].split('.').map(Number));
    head = bare.slice(0, -dotted[1].length);
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1);
  }
  const words = (part: string) =>
    part === '' ? [] : part.split(':').map((word) => Number.parseInt(word, 16));
  const [left = '', right] = head.split('::');
  const leftWords = words(left);
  const rightWords = right === undefined ? [] : words(right);
  const missing = 8 - tail.length / 2 - leftWords.length - rightWords.length;
  const all = [
    ...leftWords,
    ...Array.from({ length: right === undefined ? 0 : missing }, () => 0),
    ...rightWords,
  ];
  const bytes = all.flatMap((word) => [word >> 8, word & 0xff]);
  bytes.push(...tail);
  return bytes.length === 16 ? bytes : undefined;
}

/** The IPv4 address an IPv6 one carries: mapped (::ffff:a.b.c.d), compatible (::a.b.c.d), NAT64, 6to4. */
function embeddedV4(bytes: readonly number[]): number[] | undefined {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return bytes.slice(12);
  if (zeros(0, 12)) return bytes.slice(12);
  const nat64 = [0x00, 0x64, 0xff, 0x9b];
  if (nat64.every((byte, index) => bytes[index] === byte) && zeros(4, 12)) return bytes.slice(12);
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return bytes.slice(2, 6);
  return undefined;
}

/** Whether an IP address (v4 or v6, mapped or not) is a public unicast one a game query may reach. */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) {
    const bytes = address.split('.').map(Number);
    return !refusedV4.some((range) => inRange(bytes, range));
  }
  const bytes = ipv6Bytes(address);
  if (bytes === undefined) return false;
  const carried = embeddedV4(bytes);
  // :: and ::1 are "compatible" addresses too: judged as IPv6 first.
  if (refusedV6Ranges.some((range) => range.prefix === 128 && inRange(bytes, range))) return false;
  if (carried !== undefined) return !refusedV4.some((range) => inRange(carried, range));
  return !refusedV6Ranges.some((range) => inRange(bytes, range));
}

/** Resolves a name to every address it has (an IP literal is its own); throws when it has none. */
export type Resolver = (host: string) => Promise<string[]>;

const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * The address to query for `host`: the host itself when it is an IP, else what it resolves to, IPv4 first
 * (gamedig's UDP socket is IPv4). Every resolved address must pass, so a name with one private address among
 * public ones is refused as a whole: which one a client would pick is not ours to guess.
 */
export async function vetHost(
  host: string,
  { allowPrivate, resolve = systemResolver }: { allowPrivate: boolean; resolve?: Resolver | undefined },
): Promise<{ address: string } | { refused: AddressRefusal }> {
  const bare = host.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIPv4(bare) || isIPv6(bare)) addresses = [bare];
  else {
    try {
      addresses = await resolve(bare);
    } catch {
      return { refused: 'unresolvable' };
    }
  }
  if (addresses.length === 0) return { refused: 'unresolvable' };
  if (!allowPrivate && !addresses.every(isPublicAddress)) return { refused: 'private-address' };
  const address = addresses.find((item) => isIPv4(item)) ?? addresses[0];
  return address === undefined ? { refused: 'unresolvable' } : { address };
}
