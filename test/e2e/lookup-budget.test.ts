import { afterAll, beforeAll, expect, it } from 'vitest';
import { emulatedUsers } from '../emulator/index.js';
import { visibleText } from './helpers.js';
import { communityGuildId, otherGuildId, startHarness, type Harness } from './harness.js';

let harness: Harness;
let serverId: string;

beforeAll(async () => {
  harness = await startHarness({ sandbox: { seed: false }, env: { LOG_LEVEL: 'silent' } });
  serverId = harness.sandbox.addServer(harness.apiKey, {
    name: 'Modded',
    status: 'RUNNING',
    planTier: 'premium',
    gameVersion: '1.20.4',
  }).id;
  for (const guildId of [communityGuildId, otherGuildId]) {
    await harness.app.store.link(guildId, serverId);
    await harness.app.bot.context.syncGuildCommands(guildId);
  }
}, 60_000);

afterAll(async () => {
  await harness.close();
});

/**
 * A member who may install (Manage Server: `/mods install` needs operate, and so does its autocomplete) typing
 * a mod name: every distinct text is a new catalogue lookup.
 */
const typeMod = (guildId: string, value: string) =>
  harness.emulator
    .sendAutocomplete({
      guildId,
      user: emulatedUsers.admin,
      name: 'mods',
      subcommand: 'install',
      options: { server: serverId, provider: 'curseforge' },
      focused: { name: 'mod', value },
    })
    .waitForReply();

it("answers a guild's lookups past its budget at once with a choice that says so, and leaves other guilds alone", async () => {
  const searchesBefore = harness.sandbox.requests.filter((request) => request.path.endsWith('/mods')).length;
  const answers = await Promise.all(
    Array.from({ length: 14 }, (_, index) => typeMod(communityGuildId, `mod${index}`)),
  );
  const refused = answers.filter((view) =>
    view.choices?.some((choice) => choice.name.startsWith('Too many requests from this server right now')),
  );
  // A burst of 8, then refusals (the bucket refills one every 2 s), none of them sent to the API.
  expect(refused.length).toBeGreaterThanOrEqual(5);
  const searches = harness.sandbox.requests.filter((request) => request.path.endsWith('/mods')).length;
  expect(searches - searchesBefore).toBe(answers.length - refused.length);
  const other = await typeMod(otherGuildId, 'lantern');
  expect(other.choices?.some((choice) => choice.name.startsWith('Too many'))).toBe(false);
  // A search in the spent guild is refused with the sentence too, never queued.
  const search = await harness.emulator
    .sendChatInput({
      guildId: communityGuildId,
      user: emulatedUsers.member,
      name: 'mods',
      subcommand: 'search',
      options: { server: serverId, query: 'compass' },
    })
    .waitForReply();
  expect(visibleText(search.message)).toMatch(
    /Too many requests from this server right now\. Try again in \d+ s\./,
  );
});

it("counts a server autocomplete the store and cache alone answer against the guild's budget", async () => {
  // Another guild than the first test's: its bucket is nearly full.
  const typeServer = (value: string) =>
    harness.emulator
      .sendAutocomplete({
        guildId: otherGuildId,
        user: emulatedUsers.admin,
        name: 'server',
        subcommand: 'info',
        focused: { name: 'server', value },
      })
      .waitForReply();
  // The first keystroke reads the linked server once; the next ones answer from the store and the cache.
  expect((await typeServer('Mo')).choices?.map((choice) => choice.value)).toContain(serverId);
  const answers = await Promise.all(Array.from({ length: 14 }, (_, index) => typeServer(`Mod${index}`)));
  const refused = answers.filter((view) =>
    view.choices?.some((choice) => choice.name.startsWith('Too many requests from this server right now')),
  );
  expect(refused.length).toBeGreaterThanOrEqual(5);
});
