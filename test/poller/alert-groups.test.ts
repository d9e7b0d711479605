import { describe, expect, it } from 'vitest';
import { builtinKinds, groupList } from '../../src/alerts/index.js';
import { alertGroupId, alertGroupRosterSchemaOf, rosterDocument } from '../../src/delivery/alert-groups.js';
import { english } from '../../src/i18n/index.js';
import { postIdentity } from '../../src/delivery/identity.js';
import { alertGroupsDocument } from '../../src/poller/alert-groups.js';
import { cycleWorld, opsGuild, type RecordingDeliverer } from './fakes.js';

const incidents = '800000000000000001';
const other = '800000000000000002';
const onCall = '700000000000000001';
const minute = 60_000;
const windowMs = 30_000;

/** A world grouping within 30 s, with `count` servers on one node subscribed for status in `incidents`. */
async function groupingWorld(count: number, options: Parameters<typeof cycleWorld>[0] = {}) {
  const world = await cycleWorld({ ...options, timing: { alertGroupWindowMs: windowMs } });
  for (let index = 1; index <= count; index += 1) {
    const entry = world.api.add(`srv_${index}`);
    entry.server = { ...entry.server, node: 'node-ams-01' };
  }
  await world.store.subscribe({
    guildId: opsGuild,
    channelId: incidents,
    serverId: null,
    createdAt: new Date(world.clock.now).toISOString(),
    routes: [{ kind: 'status', pingRoleId: onCall }],
  });
  await world.advance(minute);
  return world;
}

const postsTo = (deliverer: RecordingDeliverer, channelId: string) =>
  deliverer.posts.filter((post) => post.channelId === channelId);
const downIds = (count: number) => Array.from({ length: count }, (_, index) => `srv_${index + 1}`);

describe('grouped alerts', () => {
  it('posts ten servers going down together as one post with one ping, and their return as one', async () => {
    const world = await groupingWorld(10);
    for (const id of downIds(10)) world.api.setStatus(id, 'OFFLINE');
    // Within the window nothing is posted: the first change waits for the others.
    await world.advance(windowMs / 2);
    expect(postsTo(world.deliverer, incidents)).toEqual([]);
    await world.advance(minute);
    const [down] = postsTo(world.deliverer, incidents);
    expect(postsTo(world.deliverer, incidents)).toHaveLength(1);
    expect(down?.payload.content).toBe(`<@&${onCall}>`);
    expect(down?.payload.allowedRoleId).toBe(onCall);
    const embed = down?.payload.embeds?.[0];
    expect(embed?.title).toBe('10 servers down');
    // The node the API names, then the servers on it, each with the status it reports.
    expect(embed?.description).toContain('**node-ams-01**: **Server srv\\_1** `srv_1` `OFFLINE`');
    expect(embed?.description).toContain('**Server srv\\_10** `srv_10` `OFFLINE`');

    world.clock.now += 5 * minute;
    for (const id of downIds(10)) world.api.setStatus(id, 'RUNNING');
    await world.advance(2 * minute);
    const posts = postsTo(world.deliverer, incidents);
    expect(posts).toHaveLength(2);
    expect(posts[1]?.payload.embeds?.[0]?.title).toBe('10 servers back');
    // A recovery pings nobody unless the subscription asked for it.
    expect(posts[1]?.payload.content ?? '').toBe('');
    await world.advance(10 * minute);
    expect(postsTo(world.deliverer, incidents)).toHaveLength(2);
  });

  it('names at most ten servers and counts the rest', async () => {
    const world = await groupingWorld(100);
    for (const id of downIds(100)) world.api.setStatus(id, 'OFFLINE');
    await world.advance(2 * minute);
    const posts = postsTo(world.deliverer, incidents);
    expect(posts).toHaveLength(1);
    const embed = posts[0]?.payload.embeds?.[0];
    expect(embed?.title).toBe('100 servers down');
    expect(embed?.description?.match(/`OFFLINE`/g)).toHaveLength(10);
    expect(embed?.description).toContain('…and 90 more');
    // The whole list is a click away: the button names the group's roster, kept in the store.
    const [row] = posts[0]?.payload.components ?? [];
    const [button] = (row?.components ?? []) as { label?: string; custom_id?: string }[];
    expect(button?.label).toBe('Show all');
    const key = /^alert-group:([0-9a-f]+)$/.exec(button?.custom_id ?? '')?.[1] ?? '';
    const roster = await world.store.pollState(
      rosterDocument(key),
      alertGroupRosterSchemaOf(builtinKinds.noticeSchema),
    );
    expect(roster?.members.map((member) => member.serverId).sort()).toEqual(downIds(100).sort());
    const list = groupList(roster?.members ?? [], builtinKinds, english).embeds?.[0]?.description ?? '';
    expect(list.match(/^- /gm)).toHaveLength(100);
    expect(list).toContain('**100 servers down**\n__node-ams-01__\n- **Server srv\\_1** `srv_1` `OFFLINE`');
  });

  it('posts a lone change exactly as without grouping, with the same identity', async () => {
    const grouped = await groupingWorld(3);
    const alone = await cycleWorld();
    alone.api.add('srv_1');
    await alone.store.subscribe({
      guildId: opsGuild,
      channelId: incidents,
      serverId: null,
      createdAt: new Date(alone.clock.now).toISOString(),
      routes: [{ kind: 'status', pingRoleId: onCall }],
    });
    await alone.advance(minute);
    for (const world of [grouped, alone]) world.api.setStatus('srv_1', 'OFFLINE');
    await grouped.advance(2 * minute);
    await alone.advance(2 * minute);
    const [groupedPost] = postsTo(grouped.deliverer, incidents);
    const [alonePost] = postsTo(alone.deliverer, incidents);
    expect(postsTo(grouped.deliverer, incidents)).toHaveLength(1);
    // Only the time it was found differs (the grouped world waited out its window).
    const withoutTimes = (text: string) => text.replace(/<t:\d+:[RfF]>/g, '<t>');
    expect(withoutTimes(JSON.stringify(groupedPost?.payload))).toBe(
      withoutTimes(JSON.stringify(alonePost?.payload)),
    );
    expect(groupedPost?.nonce).toBe(alonePost?.nonce);
  });

  it("posts one server's several changes in a window each alone, as without grouping", async () => {
    const world = await groupingWorld(2);
    world.api.setStatus('srv_1', 'OFFLINE');
    await world.advance(11_000);
    world.api.setStatus('srv_1', 'RUNNING');
    await world.advance(2 * minute);
    const titles = world.deliverer.titles(incidents);
    expect(titles).toHaveLength(2);
    expect(titles[0]).toBe('⚪ Server srv\\_1 is down');
    expect(titles[1]).toMatch(/^🟢 Server srv\\_1 is back after \d+ s$/);
  });

  it('loses nothing and posts nothing twice across a restart in the middle of a window', async () => {
    const first = await groupingWorld(10);
    for (const id of downIds(6)) first.api.setStatus(id, 'OFFLINE');
    await first.advance(12_000);
    expect(postsTo(first.deliverer, incidents)).toEqual([]);
    // The bot stops; the store keeps the waiting changes. A new process takes over on the same store.
    const second = await cycleWorld({
      store: first.store,
      clock: first.clock,
      api: first.api,
      timing: { alertGroupWindowMs: windowMs },
    });
    for (const id of downIds(10).slice(6)) second.api.setStatus(id, 'OFFLINE');
    await second.advance(2 * minute);
    const posts = postsTo(second.deliverer, incidents);
    // The first six were waiting when it stopped; the other four the restart found within their window.
    expect(posts.map((post) => post.payload.embeds?.[0]?.title)).toEqual(['10 servers down']);
    await second.advance(10 * minute);
    expect(postsTo(second.deliverer, incidents)).toHaveLength(1);
  });

  it('keeps a group formed during a Discord outage and posts it once, under its members’ identity', async () => {
    const first = await groupingWorld(10);
    first.deliverer.outcomes.set(incidents, {
      outcome: 'retry',
      error: new Error('offline'),
      maybePosted: false,
    });
    for (const id of downIds(10)) first.api.setStatus(id, 'OFFLINE');
    await first.advance(2 * minute);
    expect(postsTo(first.deliverer, incidents)).toEqual([]);
    // The group is stored, its members out of their servers' outboxes.
    const stored = await first.store.backend.get(`poll:${alertGroupsDocument}`);
    const [group] = stored as { id: string; members: { serverId: string; itemId: string }[] }[];
    expect(group?.members).toHaveLength(10);
    expect(group?.id).toBe(alertGroupId(group?.members ?? []));
    for (const id of downIds(10))
      expect((await first.store.backend.get(`poll:server:${id}`)) as { outbox: unknown[] }).toMatchObject({
        outbox: [],
      });

    // A restart while Discord is still down; then Discord answers again.
    const second = await cycleWorld({
      store: first.store,
      clock: first.clock,
      api: first.api,
      timing: { alertGroupWindowMs: windowMs },
    });
    await second.advance(minute);
    const posts = postsTo(second.deliverer, incidents);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.nonce).toBe(postIdentity(group?.id ?? '', incidents).nonce);
    expect(await first.store.backend.get(`poll:${alertGroupsDocument}`)).toEqual([]);
  });

  it('finds a group post whose answer was lost instead of posting it again', async () => {
    const world = await groupingWorld(4);
    world.deliverer.refusals.push({
      containing: '4 servers down',
      result: { outcome: 'retry', error: new Error('socket hang up'), maybePosted: true },
      created: true,
      times: 1,
    });
    for (const id of downIds(4)) world.api.setStatus(id, 'OFFLINE');
    await world.advance(10 * minute);
    expect(world.deliverer.titles(incidents)).toEqual(['4 servers down']);
  });

  it('groups per channel: each channel gets its own post of the changes it follows', async () => {
    const world = await groupingWorld(3);
    await world.store.subscribe({
      guildId: opsGuild,
      channelId: other,
      serverId: 'srv_2',
      createdAt: new Date(world.clock.now).toISOString(),
      routes: [{ kind: 'status' }],
    });
    await world.advance(minute);
    for (const id of downIds(3)) world.api.setStatus(id, 'OFFLINE');
    await world.advance(2 * minute);
    expect(world.deliverer.titles(incidents)).toEqual(['3 servers down']);
    expect(world.deliverer.titles(other)).toEqual(['⚪ Server srv\\_2 is down']);
  });
});
