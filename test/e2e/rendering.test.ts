import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeApiText } from '../../src/render/format.js';
import { discordLength } from '../../src/render/text.js';
import { emulatedUsers } from '../emulator/index.js';
import { messagesWith, run, startAlertsHarness } from './poller-world.js';
import { apiLeaks } from '../support/api-leaks.js';
import { opsChannelId, opsGuildId, type Harness } from './harness.js';
import { visibleText } from './helpers.js';

let harness: Harness;
let serverId: string;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

beforeAll(async () => {
  harness = await startAlertsHarness();
  serverId = harness.sandbox.addServer(harness.apiKey, {
    name: 'Alpha Survival',
    ramGb: 8,
    diskGb: 80,
    status: 'RUNNING',
    planTier: 'premium',
  }).id;
  // Its game's port is final once the responder listens (a port found taken moves it to the next one).
  await harness.sandbox.gamesReady();
});

afterAll(async () => {
  await harness.close();
});

const show = (subcommand: string, server = serverId) => run(harness, 'server', subcommand, { server });

describe('/server info', () => {
  it('leads with the connect address and reads unshown fields as words, limits in human units', async () => {
    const record = harness.sandbox.server(serverId);
    expect(record?.allocation).toBeDefined();
    const text = await show('info');
    const address = `${record?.allocation.ip}:${record?.allocation.port}`;
    expect(text.split('\n').slice(0, 3)).toEqual(['', '🟢 Alpha Survival', `🔌 Connect \`${address}\``]);
    expect(text).toContain('Limits\nCPU 400%\nMemory 8 GB\nDisk 80 GB\nDatabases 5\nBackups 10');
    expect(text).toMatch(/Updated\n<t:\d+:R>/);
    expect(text).toContain('Node\nnode-');
    expect(text).toContain('Suspended\nno');
    expect(text).not.toContain('Allocation');
    expect(apiLeaks(text)).toEqual([]);
  });
});

describe('/server resources', () => {
  it('shows usage beside the limits, in the same words and units, with when it was sampled', async () => {
    const text = await show('resources');
    expect(text).toMatch(/sampled <t:\d+:R>/);
    expect(text).toMatch(/CPU\n[▰▱]{10} \d+%\n[\d.]+% of 400%/);
    expect(text).toMatch(/Memory\n[▰▱]{10} \d+%\n[\d.]+ GB of 8 GB/);
    expect(text).toContain('Players\nOnline');
    expect(apiLeaks(text)).toEqual([]);
  });
});

describe('text from the API', () => {
  it('never re-posts the API key, in the activity alert or in /server activity', async () => {
    await run(harness, 'alerts', 'subscribe', { channel: opsChannelId, server: serverId });
    harness.sandbox.addActivity(serverId, {
      action: 'server.api_key.used',
      description: `Request signed with ${harness.apiKey} from 198.51.100.7`,
    });
    await harness.emulator.waitFor(() => messagesWith(harness, opsChannelId, 'from 198.51.100.7').length > 0);
    const post = visibleText(messagesWith(harness, opsChannelId, 'from 198.51.100.7')[0]);
    expect(post).toContain('**API key used**');
    expect(post).toContain('Request signed with [REDACTED] from 198.51.100.7');
    expect(post).not.toContain(harness.apiKey);
    expect(post).not.toContain(escapeApiText(harness.apiKey));
    const timeline = await show('activity');
    expect(timeline).toContain('from 198.51.100.7');
    expect(timeline).not.toContain(escapeApiText(harness.apiKey));
  });

  it('escapes markdown in names wherever they are shown, titles included', async () => {
    const id = harness.sandbox.addServer(harness.apiKey, { name: '**Bold** [link](https://example.com)' }).id;
    const escaped = '\\*\\*Bold\\*\\* \\[link\\]\\(https\\://example.com\\)';
    expect(await show('info', id)).toContain(`🟢 ${escaped}`);
    expect(await show('activity', id)).toContain(`Activity · ${escaped}`);
    expect(await show('resources', id)).toContain(`Resources · ${escaped}`);
    expect(await run(harness, 'mods', 'search', { server: id })).toContain(`Mods for ${escaped}`);
  });

  it('cuts names full of emoji on character boundaries in titles and autocomplete choices', async () => {
    const family = '👨‍👩‍👧‍👦';
    const name = `Clan ${family.repeat(40)}`;
    const id = harness.sandbox.addServer(harness.apiKey, { name }).id;
    const choices = await harness.emulator
      .sendAutocomplete({
        guildId: opsGuildId,
        user: emulatedUsers.admin,
        name: 'server',
        subcommand: 'info',
        focused: { name: 'server', value: 'Clan' },
      })
      .waitForReply();
    const choice = choices.choices?.find((candidate) => candidate.value === id);
    expect(choice?.name.startsWith('Clan ')).toBe(true);
    expect(choice?.name).not.toMatch(loneSurrogate);
    expect(discordLength(choice?.name ?? '')).toBeLessThanOrEqual(100);
    expect(choice?.name.endsWith(`${family}…`)).toBe(true);
    const info = await show('info', id);
    expect(info).toContain(`🟢 Clan ${family}`);
    expect(info).not.toMatch(loneSurrogate);
  });
});

describe('the provisioning-complete post', () => {
  it('leads with where players connect', async () => {
    await run(harness, 'alerts', 'subscribe', { channel: opsChannelId });
    const reply = await run(harness, 'server', 'create', { name: 'Gamma New', ram: 2 });
    expect(reply).toContain('Provisioning started: Gamma New');
    await harness.emulator.waitFor(
      () => messagesWith(harness, opsChannelId, 'Gamma New is ready').length > 0,
      10_000,
    );
    const post = visibleText(messagesWith(harness, opsChannelId, 'Gamma New is ready')[0]);
    expect(post).toMatch(/^\n🟢 Gamma New is ready\n🔌 Connect `127\.0\.0\.1:\d+`\n/);
    expect(apiLeaks(post)).toEqual([]);
  });
});
