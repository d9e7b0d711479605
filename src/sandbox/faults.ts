import type { Fault } from './types.js';

type Armed = { fault: Fault; remaining: number };

/** Injected faults, consumed in the order they were added by the requests they match. */
export class FaultQueue {
  private armed: Armed[] = [];

  add(fault: Fault): void {
    this.armed.push({ fault, remaining: fault.times ?? 1 });
  }

  clear(): void {
    this.armed = [];
  }

  /** The first fault matching the request, with one of its uses spent. */
  take(method: string, path: string): Fault | undefined {
    const match = this.armed.find(({ fault }) => matches(fault, method, path));
    if (match === undefined) return undefined;
    match.remaining -= 1;
    if (match.remaining <= 0) this.armed = this.armed.filter((armed) => armed !== match);
    return match.fault;
  }
}

function matches(fault: Fault, method: string, path: string): boolean {
  if (fault.method !== undefined && fault.method.toUpperCase() !== method) return false;
  if (fault.path === undefined) return true;
  return typeof fault.path === 'string' ? fault.path === path : fault.path.test(path);
}
