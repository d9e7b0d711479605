/**
 * A vitest setup file: no test may send a packet or open a connection to anything but loopback. Every
 * socket connect and UDP send names its destination here; one elsewhere is refused (it throws) and recorded,
 * and a test file that made one fails in its afterAll. A test that provokes one on purpose takes it with
 * `takeOffLoopbackTargets()`.
 */
import dgram from 'node:dgram';
import net from 'node:net';
import { afterAll, expect } from 'vitest';
import { isLoopbackHost } from '../../src/game/address.js';

const key = Symbol.for('test.offLoopbackTargets');
type GuardState = { targets: string[] };
const globals = globalThis as typeof globalThis & { [key]?: GuardState };
globals[key] ??= { targets: [] };
const state: GuardState = globals[key];

function check(host: unknown, port: unknown): void {
  if (typeof host !== 'string' || host === '' || isLoopbackHost(host)) return;
  const target = `${host}:${String(port)}`;
  state.targets.push(target);
  throw new Error(`test guard: ${target} is not loopback; tests talk only to 127.0.0.1`);
}

const guarded = Symbol.for('test.loopbackGuarded');
const marks = globalThis as typeof globalThis & { [guarded]?: boolean };
if (marks[guarded] !== true) {
  marks[guarded] = true;
  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    // net.connect() hands over its arguments already normalised, as one array.
    const [first, second] = Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
    if (typeof first === 'object' && first !== null) {
      const options = first as { host?: unknown; port?: unknown; path?: unknown };
      if (options.path === undefined) check(options.host ?? 'localhost', options.port);
    } else if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first)))
      check(typeof second === 'string' ? second : 'localhost', first);
    return Reflect.apply(connect, this, args) as net.Socket;
  } as typeof connect;

  const send = dgram.Socket.prototype.send;
  dgram.Socket.prototype.send = function guardedSend(this: dgram.Socket, ...args: unknown[]) {
    const withRange = typeof args[1] === 'number' && typeof args[2] === 'number';
    const [port, address] = withRange ? [args[3], args[4]] : [args[1], args[2]];
    if (typeof port === 'number') check(typeof address === 'string' ? address : 'localhost', port);
    return Reflect.apply(send, this, args);
  } as typeof send;
}

/** The off-loopback destinations refused so far in this file, forgotten once taken. */
export function takeOffLoopbackTargets(): string[] {
  return state.targets.splice(0);
}

afterAll(() => {
  expect(state.targets, 'a test sent something to a host other than loopback').toEqual([]);
});
