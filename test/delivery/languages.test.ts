import { describe, expect, it } from 'vitest';
import { GuildLanguages } from '../../src/discord/guild-language.js';
import { cycleWorld, opsGuild } from '../poller/fakes.js';
import { openStore } from '../../src/store/index.js';

const english = '910000000000000001';
const german = '910000000000000002';
const germanGuild = '800000000000000002';
const minute = 60_000;

/** A world whose guilds have languages: the ops guild as given, another guild German. */
async function multilingual(opsLanguage?: 'fr') {
  const clock = { now: Date.parse('2030-01-01T00:00:00Z') };
  const store = await openStore('memory://', () => clock.now);
  const languages = new GuildLanguages(store, () => clock.now);
  await languages.choose(germanGuild, 'de');
  await store.link(germanGuild, 'srv_1');
  if (opsLanguage !== undefined) await languages.choose(opsGuild, opsLanguage);
  const world = await cycleWorld({ clock, store, languages });
  const texts = (channelId: string) =>
    world.deliverer.posts
      .filter((post) => post.channelId === channelId)
      .map((post) => JSON.stringify(post.payload));
  return { ...world, texts };
}

describe('posts nobody asked for, in the language of the guild they go to', () => {
  it('says the same alert once per guild, each in its own language', async () => {
    const world = await multilingual();
    const log = world.api.add('srv_1').log;
    await world.subscribe(english, 'srv_1');
    await world.subscribe(german, 'srv_1', germanGuild);
    await world.advance(5_000);
    log.add(1, { action: 'server.restart', description: 'by hand' });
    await world.advance(minute);
    const [inEnglish] = world.texts(english);
    const [inGerman] = world.texts(german);
    expect(inEnglish).toContain('"title":"Activity · ');
    expect(inEnglish).toContain('Server restarted');
    expect(inGerman).toContain('"title":"Aktivität · ');
    expect(inGerman).toContain('by hand');
  });

  it('posts an activity entry queued before entries carried facts as its line, unchanged', async () => {
    const world = await multilingual();
    world.api.add('srv_1');
    await world.subscribe(german, 'srv_1', germanGuild);
    await world.store.setPollState('servers', ['srv_1']);
    await world.store.setPollState('server:srv_1', {
      name: 'Survival',
      outbox: [
        {
          id: 'activity:srv_1:a..a:1',
          notice: {
            kind: 'activity',
            entries: [{ key: 'a', line: 'an English line from before' }],
            skippedBefore: false,
          },
          targets: [{ kind: 'channel', channelId: german }],
          queuedAt: world.clock.now,
        },
      ],
    });
    const restarted = await cycleWorld({ clock: world.clock, store: world.store, api: world.api });
    await restarted.advance(minute);
    const [post] = restarted.deliverer.posts.filter((candidate) => candidate.channelId === german);
    expect(post?.payload.embeds?.[0]?.description).toBe('an English line from before');
  });

  it("says ops notices in the ops guild's language, and posts one queued as text as it is", async () => {
    const world = await multilingual('fr');
    await world.store.setPollState('delivery:ops-notices', [
      { id: 'old', content: 'A notice queued as text.', queuedAt: world.clock.now, targets: [] },
    ]);
    await world.delivery.opsNotices.load();
    await world.delivery.enqueue('paused:1', {
      lines: [{ key: 'alerts.ops.pausedSubscriptions', values: { count: 2 } }],
    });
    // Each post carries its marker on a line of its own.
    const notices = world.deliverer.opsNotices.map((notice) => notice.content?.split('\n-# ')[0]);
    expect(notices).toEqual([
      'A notice queued as text.',
      'Ses 2 abonnements sont mis en pause et ne seront pas relancés.',
    ]);
  });
});
