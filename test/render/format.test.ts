import { describe, expect, it } from 'vitest';
import {
  discordTime,
  escapeApiText,
  formatBytes,
  formatDuration,
  formatGb,
  gauge,
  statusLabel,
  statusStyle,
} from '../../src/render/format.js';
import { english } from '../../src/i18n/index.js';

describe('formatting for people', () => {
  it('writes uptimes with their two largest units', () => {
    expect(formatDuration(3 * 86_400 + 4 * 3_600 + 59, english)).toBe('3 d 4 h');
    expect(formatDuration(2 * 86_400, english)).toBe('2 d');
    expect(formatDuration(4 * 3_600 + 12 * 60, english)).toBe('4 h 12 min');
    expect(formatDuration(12 * 60 + 5, english)).toBe('12 min');
    expect(formatDuration(40, english)).toBe('40 s');
    expect(formatDuration(-5, english)).toBe('0 s');
  });

  it('writes sizes with units', () => {
    expect(formatBytes(512, english)).toBe('512 B');
    expect(formatBytes(1536, english)).toBe('1.5 KB');
    expect(formatBytes(3 * 1024 ** 3, english)).toBe('3 GB');
    expect(formatBytes(1.5 * 1024 ** 3, english)).toBe('1.5 GB');
    expect(formatGb(4, english)).toBe('4 GB');
    expect(formatGb(2.5, english)).toBe('2.5 GB');
    expect(formatGb(undefined, english)).toBe('—');
  });

  it('draws gauges clamped to the bar', () => {
    expect(gauge(0.3)).toBe('▰▰▰▱▱▱▱▱▱▱');
    expect(gauge(2)).toBe('▰'.repeat(10));
    expect(gauge(-1)).toBe('▱'.repeat(10));
  });

  it('shows every status as given, with a symbol by kind', () => {
    expect(statusLabel('PROVISIONING')).toBe('🟡 PROVISIONING');
    expect(statusLabel('running')).toBe('🟢 running');
    expect(statusLabel('install_failed')).toBe('🔴 install_failed');
    expect(statusLabel('hibernating')).toBe('🔵 hibernating');
    expect(statusStyle('SUSPENDED').colour).toBe(0xe67e22);
  });

  it('renders timestamps for Discord and keeps unparseable ones as given', () => {
    expect(discordTime('2026-01-01T00:00:00.000Z')).toBe('<t:1767225600:R>');
    expect(discordTime('yesterday')).toBe('yesterday');
    expect(discordTime(undefined)).toBeUndefined();
  });

  it('escapes markdown so names render literally', () => {
    expect(escapeApiText('*bold* _x_ `y` [l](u)')).toBe('\\*bold\\* \\_x\\_ \\`y\\` \\[l\\]\\(u\\)');
    expect(escapeApiText('ops-team')).toBe('ops-team');
    expect(escapeApiText('# heading\n- item')).toBe('\\# heading\n\\- item');
  });
});
