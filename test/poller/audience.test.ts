import { describe, expect, it } from 'vitest';
import { Audience } from '../../src/poller/audience.js';
import type { Subscription } from '../../src/store/index.js';

const ops = 'ops-guild';
const community = 'community-guild';
const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 0, minute)).toISOString();
const subscription = (
  guildId: string,
  channelId: string,
  serverId: string | null,
  minute = 0,
  pausedReason?: string,
): Subscription => ({
  guildId,
  channelId,
  serverId,
  createdAt: at(minute),
  ...(pausedReason ? { pausedReason } : {}),
});

describe('Audience', () => {
  const subscriptions = [
    subscription(ops, 'ops-all', null, 5),
    subscription(ops, 'ops-all', 's1', 1),
    subscription(ops, 'ops-paused', 's1', 0, 'the channel was deleted'),
    subscription(community, 'community-all', null, 2),
    subscription(community, 'community-s3', 's3', 3),
  ];
  const audience = new Audience(subscriptions, { [community]: ['s1', 's2'] }, ops);

  it('gives each channel a server once, since its earliest subscription, and nothing to paused ones', () => {
    expect(audience.recipients('s1', 'activity')).toEqual([
      { channelId: 'ops-all', guildId: ops, since: Date.parse(at(1)) },
      { channelId: 'community-all', guildId: community, since: Date.parse(at(2)) },
    ]);
  });

  it(
    'gives a community guild nothing about a server it is not linked to, ' + 'even when it subscribed to it',
    () => {
      expect(audience.recipients('s3', 'activity').map((recipient) => recipient.channelId)).toEqual([
        'ops-all',
      ]);
    },
  );

  it(
    'polls the servers someone hears about: linked ones, ' +
      'and every known one for an ops every-server subscription',
    () => {
      expect([...audience.polledServers([])].sort()).toEqual(['s1', 's2']);
      expect(audience.coversEveryServer).toBe(true);
      expect([...audience.polledServers(['s4'])].sort()).toEqual(['s1', 's2', 's4']);
    },
  );

  it('leaves out a channel paused during the cycle at once', () => {
    const fresh = new Audience(subscriptions, { [community]: ['s1'] }, ops);
    fresh.pause('ops-all');
    expect(fresh.recipients('s1', 'activity').map((recipient) => recipient.channelId)).toEqual([
      'community-all',
    ]);
    expect(fresh.coversEveryServer).toBe(false);
  });
});

describe('Audience and link times', () => {
  it('starts a community guild at the moment ops linked the server, not at its older subscription', () => {
    const linkedAt = Date.parse(at(30));
    const audience = new Audience(
      [subscription(community, 'community-all', null, 2), subscription(ops, 'ops-all', null, 2)],
      { [community]: ['s1'] },
      ops,
      {
        [`${community}/s1`]: linkedAt,
      },
    );
    expect(audience.recipients('s1', 'activity')).toEqual([
      { channelId: 'community-all', guildId: community, since: linkedAt },
      { channelId: 'ops-all', guildId: ops, since: Date.parse(at(2)) },
    ]);
  });
});

describe('Audience routing by kind', () => {
  const routed = (
    channelId: string,
    serverId: string | null,
    routes: Subscription['routes'],
    guildId = ops,
  ): Subscription => ({ guildId, channelId, serverId, createdAt: at(0), ...(routes ? { routes } : {}) });
  const audience = new Audience(
    [
      routed('incidents', null, [{ kind: 'status', pingRoleId: 'oncall' }]),
      routed('incidents', 's1', [{ kind: 'status', pingRoleId: 's1-owners', pingRecovery: true }]),
      routed('feed', null, [{ kind: 'activity' }, { kind: 'provisioning' }]),
      routed('legacy', 's1', undefined),
      routed('quiet-here', 's1', [{ kind: 'status' }]),
      routed('quiet-here', null, [{ kind: 'status', pingRoleId: 'everyone-else' }]),
    ],
    {},
    ops,
  );
  const channels = (serverId: string, kind: Parameters<Audience['recipients']>[1]) =>
    audience.recipients(serverId, kind).map((recipient) => recipient.channelId);

  it('gives a channel only the kinds it asked for; an older subscription without kinds gets them all', () => {
    expect(channels('s1', 'status')).toEqual(['incidents', 'legacy', 'quiet-here']);
    expect(channels('s1', 'activity')).toEqual(['feed', 'legacy']);
    expect(channels('s1', 'mods')).toEqual(['legacy']);
    expect(audience.isRecipient('feed', 's1', 'status')).toBe(false);
    expect(audience.isRecipient('incidents', 's1', 'status')).toBe(true);
    expect(audience.isRecipient('incidents', 's1', 'activity')).toBe(false);
  });

  it("carries the role to ping, a subscription to the very server winning over the channel's every-server one", () => {
    const [incidents, legacy, quietHere] = audience.recipients('s1', 'status');
    expect(incidents).toMatchObject({ pingRoleId: 's1-owners', pingRecovery: true });
    expect(legacy?.pingRoleId).toBeUndefined();
    expect(quietHere?.pingRoleId).toBeUndefined();
    expect(audience.recipients('s2', 'status')).toEqual([
      { channelId: 'incidents', guildId: ops, since: Date.parse(at(0)), pingRoleId: 'oncall' },
      { channelId: 'quiet-here', guildId: ops, since: Date.parse(at(0)), pingRoleId: 'everyone-else' },
    ]);
  });

  it('polls activity only for servers someone gets activity of, and watches status for status subscribers', () => {
    const statusOnly = new Audience([routed('incidents', 's7', [{ kind: 'status' }])], {}, ops);
    expect([...statusOnly.polledServers(['s8'])]).toEqual([]);
    expect([...statusOnly.statusServers(['s8'])]).toEqual(['s7']);
    expect([...audience.statusServers(['s8'])].sort()).toEqual(['s1', 's8']);
    expect(audience.carries('mods')).toBe(true);
    expect(statusOnly.carries('activity')).toBe(false);
  });
});

describe('Audience over one reading, cycle after cycle', () => {
  const subscriptions = [
    subscription(community, 'community-s1', 's1'),
    subscription(ops, 'ops-s2', 's2'),
    subscription(community, 'community-all', null),
  ];
  const links = { [community]: ['s1', 's3'] };

  it('builds what a reading gives once: the next cycle gets the same servers, not rebuilt', () => {
    const first = new Audience(subscriptions, links, ops);
    const next = new Audience(subscriptions, links, ops);
    expect([...first.polledServers([])]).toEqual(['s1', 's2', 's3']);
    expect(next.polledServers([])).toBe(first.polledServers([]));
    // Another reading (a write changed the links) is built afresh.
    expect([...new Audience(subscriptions, { [community]: ['s1'] }, ops).polledServers([])]).toEqual([
      's1',
      's2',
    ]);
  });

  it("leaves a channel lost in one cycle out of that cycle's answers only", () => {
    const cycle = new Audience(subscriptions, links, ops);
    cycle.pause('community-all');
    cycle.pause('ops-s2');
    expect([...cycle.polledServers([])]).toEqual(['s1']);
    expect(cycle.recipients('s1', 'status').map((recipient) => recipient.channelId)).toEqual([
      'community-s1',
    ]);
    const next = new Audience(subscriptions, links, ops);
    expect([...next.polledServers([])]).toEqual(['s1', 's2', 's3']);
    expect(next.recipients('s1', 'status').map((recipient) => recipient.channelId)).toEqual([
      'community-s1',
      'community-all',
    ]);
  });

  it('puts the known servers where the ops every-server subscription comes, as one reading of them', () => {
    const everyServer = [
      subscription(ops, 'ops-s2', 's2'),
      subscription(ops, 'ops-all', null),
      subscription(community, 'community-all', null),
    ];
    const audience = new Audience(everyServer, links, ops);
    expect([...audience.statusServers(['s9', 's1'])]).toEqual(['s2', 's9', 's1', 's3']);
    expect([...audience.statusServers(['s8'])]).toEqual(['s2', 's8', 's1', 's3']);
  });
});
