import { isRecord, type JsonRecord } from '../api/shape.js';

/** Where players connect, split into the host to ask and its port. */
export type GameAddress = { host: string; port: number };

const hostKeys = [
  'host',
  'hostname',
  'ip',
  'ipAddress',
  'ip_address',
  'ipAlias',
  'ip_alias',
  'address',
  'domain',
];
const portKeys = ['port', 'gamePort', 'game_port'];

function portNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+(?:\.\d+)?$/.test(value.trim())) return Number(value);
  return undefined;
}

/** `host:port` from an object holding a host or ip and a port, or from a string already in that form. */
export function addressOf(value: unknown): string | undefined {
  if (typeof value === 'string') return /^[\w.-]+:\d{1,5}$/.test(value) ? value : undefined;
  if (!isRecord(value)) return undefined;
  const host = hostKeys.map((key) => value[key]).find((item) => typeof item === 'string' && item !== '');
  const port = portKeys.map((key) => portNumber(value[key])).find((item) => item !== undefined);
  return typeof host === 'string' && port !== undefined ? `${host}:${port}` : undefined;
}

/** Keys most likely to hold where players connect, tried first; any other key holding an address follows. */
const addressKeys = [
  'connectAddress',
  'connect',
  'address',
  'allocation',
  'primaryAllocation',
  'allocations',
];

/** A list of allocations: the one marked default or primary, else the first. */
function preferredItem(list: readonly unknown[]): unknown {
  return (
    list.find((item) => isRecord(item) && (item.isDefault === true || item.is_default === true)) ??
    list.find((item) => isRecord(item) && (item.primary === true || item.default === true)) ??
    list[0]
  );
}

/**
 * Where players connect, when the record carries it in any shape: the record's own host and port, or a field
 * such as `allocation: {ip, port}`, `address: "host:port"`, or a list of allocations. `key` is the field it
 * came from, so the generic rendering leaves it out.
 */
export function connectAddress(record: JsonRecord): { address: string; key: string | undefined } | undefined {
  const own = addressOf(record);
  if (own !== undefined) return { address: own, key: undefined };
  const keys = [...addressKeys, ...Object.keys(record).filter((key) => !addressKeys.includes(key))];
  for (const key of keys) {
    const value = record[key];
    const candidate = Array.isArray(value) ? preferredItem(value) : value;
    const address =
      addressOf(candidate) ?? (isRecord(candidate) ? connectAddress(candidate)?.address : undefined);
    if (address !== undefined) return { address, key };
  }
  return undefined;
}

/**
 * The fields that hold a server's allocation: where the panel bound its game port. A game query reads these
 * alone; a name, an external reference or any other field that merely looks like `host:port` is text a
 * customer or an integration chose, and a query steered by it could reach anywhere.
 */
const allocationKeys = [
  'allocation',
  'primaryAllocation',
  'primary_allocation',
  'defaultAllocation',
  'default_allocation',
  'allocations',
];

/** An allocation's own fields, also when a panel nests them (`{attributes: {ip, port}}`). */
const allocationFields = (value: unknown): unknown =>
  isRecord(value) && isRecord(value.attributes) ? value.attributes : value;

function hostAndPort(value: unknown): GameAddress | undefined {
  const found = addressOf(allocationFields(value));
  if (found === undefined) return undefined;
  const separator = found.lastIndexOf(':');
  const host = found.slice(0, separator);
  const port = Number(found.slice(separator + 1));
  if (host === '' || !Number.isInteger(port) || port < 1 || port > 65_535) return undefined;
  return { host, port };
}

/** The host and port a game query asks, from the server's allocation fields only; undefined without one. */
export function gameAddress(record: JsonRecord): GameAddress | undefined {
  for (const key of allocationKeys) {
    const value = record[key];
    const candidate = Array.isArray(value) ? preferredItem(value.map(allocationFields)) : value;
    const address = hostAndPort(candidate);
    if (address !== undefined) return address;
  }
  return undefined;
}

/** 127.0.0.0/8, ::1 and localhost: where every test and the sandbox's games live. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}
