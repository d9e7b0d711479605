import { describe, expect, it } from 'vitest';
import { restBody } from '../../src/delivery/discord.js';
import { mentioning } from '../../src/delivery/identity.js';
import { channelTargets } from '../../src/poller/tasks/context.js';

describe('a pinged alert', () => {
  const hostile = { content: '@everyone <@&999> <@123> down', embeds: [{ title: '@here' }] };

  it('mentions the role first and lets exactly that role through, whatever the text holds', () => {
    const body = restBody(mentioning(hostile, '555'), []);
    expect(body.content).toBe('<@&555> @everyone <@&999> <@123> down');
    expect(body.allowed_mentions).toEqual({ parse: [], roles: ['555'] });
  });

  it('lets nothing through when no role is asked for', () => {
    expect(restBody(hostile, []).allowed_mentions).toEqual({ parse: [] });
  });

  it('mentions the role on a recovery only where the subscription asked for it', () => {
    const recipients = [
      { channelId: 'a', guildId: 'g', since: 0, pingRoleId: 'r1' },
      { channelId: 'b', guildId: 'g', since: 0, pingRoleId: 'r2', pingRecovery: true },
      { channelId: 'c', guildId: 'g', since: 0 },
    ];
    expect(channelTargets(recipients)).toEqual([
      { kind: 'channel', channelId: 'a', guildId: 'g', pingRoleId: 'r1' },
      { kind: 'channel', channelId: 'b', guildId: 'g', pingRoleId: 'r2' },
      { kind: 'channel', channelId: 'c', guildId: 'g' },
    ]);
    expect(channelTargets(recipients, true)).toEqual([
      { kind: 'channel', channelId: 'a', guildId: 'g' },
      { kind: 'channel', channelId: 'b', guildId: 'g', pingRoleId: 'r2' },
      { kind: 'channel', channelId: 'c', guildId: 'g' },
    ]);
  });
});
