import { describe, expect, it } from 'vitest';
import {
  alertAcknowledgeId,
  alertInfoId,
  alertResourcesId,
  alertSilenceId,
} from '../../src/render/alert-buttons.js';
import { renderNotice } from '../../src/alerts/index.js';
import { english } from '../../src/i18n/index.js';

const since = Date.parse('2030-01-01T12:00:00Z');

describe('status posts', () => {
  it('say the status as given and since when, and how long a server was down once it is back', () => {
    const down = renderNotice(
      { kind: 'status-down', status: 'Hibernating', since },
      'srv_1',
      'Alpha',
      english,
    );
    expect(down.embeds?.[0]?.title).toBe('🔵 Alpha is down');
    expect(down.embeds?.[0]?.description).toBe(
      '**Alpha** `srv_1` reports `Hibernating` since <t:1893499200:R> (<t:1893499200:f>).',
    );
    const back = renderNotice(
      { kind: 'status-back', status: 'RUNNING', downSince: since, backAt: since + 12 * 60_000 + 5_000 },
      'srv_1',
      'Alpha',
      english,
    );
    expect(back.embeds?.[0]?.title).toBe('🟢 Alpha is back after 12 min');
  });

  it('show a name with mentions and markdown as text', () => {
    const down = renderNotice(
      { kind: 'status-down', status: 'OFFLINE', since },
      'srv_1',
      '@everyone **x**',
      english,
    );
    expect(down.content).toBeUndefined();
    expect(down.embeds?.[0]?.title).toBe('⚪ \\@everyone \\*\\*x\\*\\* is down');
  });

  it('carry Acknowledge, Server info, Resources and Silence 1 h buttons that hold the incident or the server id alone', () => {
    const down = renderNotice({ kind: 'status-down', status: 'OFFLINE', since }, 'srv_1', 'Alpha', english);
    const buttons = down.components?.flatMap((row) => row.components) ?? [];
    expect(buttons.map((button) => ('label' in button ? button.label : undefined))).toEqual([
      'Acknowledge',
      'Server info',
      'Resources',
      'Silence 1 h',
    ]);
    const customIds = buttons.map((button) => ('custom_id' in button ? button.custom_id : ''));
    expect(alertAcknowledgeId.parse(customIds[0] ?? '')).toEqual({ reference: `down.${since}.srv_1` });
    expect(alertInfoId.parse(customIds[1] ?? '')).toEqual({ serverId: 'srv_1' });
    expect(alertResourcesId.parse(customIds[2] ?? '')).toEqual({ serverId: 'srv_1' });
    expect(alertSilenceId.parse(customIds[3] ?? '')).toEqual({ serverId: 'srv_1' });
  });

  it('leave the buttons out for a server id no custom_id can carry, rather than fail the post', () => {
    const down = renderNotice({ kind: 'status-down', status: 'OFFLINE', since }, 'a:b', undefined, english);
    expect(down.components).toEqual([]);
    expect(down.embeds?.[0]?.title).toBe('⚪ a:b is down');
  });
});
