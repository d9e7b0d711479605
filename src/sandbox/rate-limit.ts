import type { RateLimitSetting, SandboxShapes } from './types.js';

type Window = { startedAt: number; used: number };

export type RateLimitVerdict = { allowed: boolean; headers: Record<string, string> };

/**
 * A fixed window per bucket (an API key; callers without a known key share one), starting at the bucket's
 * first request. Every verdict carries the X-RateLimit-* headers, with Reset in the configured form.
 */
export class RateLimiter {
  /** By API key; `undefined` is everyone without a known key. */
  private readonly windows = new Map<string | undefined, Window>();

  constructor(
    private setting: RateLimitSetting,
    private readonly now: () => number,
  ) {}

  configure(setting: RateLimitSetting): void {
    this.setting = setting;
    this.windows.clear();
  }

  take(bucket: string | undefined, resetForm: SandboxShapes['resetHeader']): RateLimitVerdict {
    if (this.setting === false) return { allowed: true, headers: {} };
    const { limit, windowMs } = this.setting;
    const now = this.now();
    let window = this.windows.get(bucket);
    if (window === undefined || now >= window.startedAt + windowMs) {
      window = { startedAt: now, used: 0 };
      this.windows.set(bucket, window);
    }
    const allowed = window.used < limit;
    if (allowed) window.used += 1;
    const resetAt = window.startedAt + windowMs;
    return {
      allowed,
      headers: {
        'X-RateLimit-Limit': String(limit),
        'X-RateLimit-Remaining': String(limit - window.used),
        'X-RateLimit-Reset': formatReset(resetAt, now, resetForm),
      },
    };
  }
}

/** Whole seconds round up, so a client that waits until the named time never comes back early. */
function formatReset(resetAt: number, now: number, form: SandboxShapes['resetHeader']): string {
  const resetSeconds = Math.ceil(resetAt / 1000);
  switch (form) {
    case 'epoch-seconds':
      return String(resetSeconds);
    case 'epoch-ms':
      return String(resetAt);
    case 'delta-seconds':
      return String(Math.ceil((resetAt - now) / 1000));
    case 'http-date':
      return new Date(resetSeconds * 1000).toUTCString();
  }
}
