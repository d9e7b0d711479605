import { SimulatedApi } from './poller/simulated-api.js';
const proto = SimulatedApi.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
const log: string[] = [];
for (const m of ['listServers', 'getServer', 'getActivity']) {
  const f = proto[m]!;
  proto[m] = function (this: { clock: { now: number } }, ...args: unknown[]) { log.push(`${Math.floor(this.clock.now / 60000)} ${this.clock.now % 60000} ${m} ${JSON.stringify(args[0])}`); return f.apply(this, args); };
}
const { default: bench } = await import('./poller.js');
await bench();
const perMinute = new Map<string, string[]>();
for (const l of log) { const k = l.split(' ')[0]!; perMinute.set(k, [...(perMinute.get(k) ?? []), l]); }
for (const [k, v] of perMinute) if (v.length > 60 && v.length < 70) { console.log(k, v.length); console.log(v.slice(-12).join('\n')); break; }
