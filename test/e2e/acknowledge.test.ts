import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatedUsers, type EmulatedMessage, type ReplyView } from '../emulator/index.js';
import { buttonId, buttons, visibleText } from './helpers.js';
import { incidentsChannelId, type Harness } from './harness.js';
import { aheadClock, nextListReads, run, startClockedHarness } from './poller-world.js';

// An incident taken by whoever clicks Acknowledge first: the post says who and when, a later click is told
// privately, a member without the level is refused, and the back post says who had taken it and after how
// long, across a restart between the click and the recovery.

const clock = aheadClock();
let harness: Harness;

beforeAll(async () => {
  harness = await startClockedHarness(clock.now);
});

afterAll(async () => {
  await harness.close();
});

/** The poller's own posts in a channel about a server (by its id in the footer). */
const statusPosts = (serverId: string): EmulatedMessage[] =>
  harness.emulator
    .messages(incidentsChannelId)
    .filter(
      (message) =>
        message.interactionId === undefined &&
        message.embeds.some((embed) => embed.footer?.text.startsWith(serverId)),
    );

/** What a click showed the member: the private reply, or the private follow-up after a deferral. */
const answerOf = (view: ReplyView) => view.followUps.at(-1) ?? view.message;

const memberA = { ...emulatedUsers.admin, id: '200000000000000041', username: 'member-a' };
const memberB = { ...emulatedUsers.admin, id: '200000000000000042', username: 'member-b' };

describe('acknowledging an alert', () => {
  it('is taken once, said on the post, refused without the level, and recalled by the back post', async () => {
    const server = harness.sandbox.addServer(harness.apiKey, { name: 'Bastion' });
    await run(harness, 'alerts', 'subscribe', {
      channel: incidentsChannelId,
      server: server.id,
      events: 'status',
    });
    // Until a status pass has read it running (twice: the second began after the subscription).
    await nextListReads(harness, 2);
    const downAt = clock.now();
    harness.sandbox.setStatus(server.id, 'OFFLINE');
    const down = await harness.emulator.waitFor(() => statusPosts(server.id)[0]);
    expect(buttons(down).map((button) => button.label)).toEqual([
      'Acknowledge',
      'Server info',
      'Resources',
      'Silence 1 h',
    ]);
    const customId = buttonId(down, 'Acknowledge');
    const click = (user: typeof memberA) =>
      harness.emulator.sendButton({ message: down, customId, user }).waitForReply();

    // Without the level: refused privately, the post untouched, the refusal audited.
    const refused = answerOf(await click({ ...emulatedUsers.member, id: '200000000000000043' }));
    expect(refused?.flags).toBe(64);
    expect(visibleText(refused)).toContain('operate');
    expect(
      buttons(statusPosts(server.id)[0]).find((button) => button.label === 'Acknowledge')?.disabled,
    ).not.toBe(true);

    clock.moveAhead(3 * 60_000);
    await click(memberA);
    const edited = statusPosts(server.id)[0];
    const field = edited?.embeds[0]?.fields?.find((candidate) => candidate.name === 'Acknowledged');
    expect(field?.value).toMatch(new RegExp(`^<@${memberA.id}> acknowledged this alert <t:\\d+:R>\\.$`));
    expect(buttons(edited).map((button) => [button.label, button.disabled === true])).toEqual([
      ['Acknowledge', true],
      ['Server info', false],
      ['Resources', false],
      ['Silence 1 h', false],
    ]);
    // The rest of the post stays as it was: its title, and the marker delivery recognises it by.
    expect(edited?.embeds[0]?.title).toBe(down.embeds[0]?.title);
    expect(edited?.embeds[0]?.footer?.text).toBe(down.embeds[0]?.footer?.text);
    const records = await harness.app.store.audit.records();
    expect(records.find((record) => record.action === 'alerts.acknowledge')).toMatchObject({
      member: { id: memberA.id },
      server: { id: server.id },
      outcome: { kind: 'done' },
    });
    expect(
      records.find((record) => record.action === 'alerts.acknowledge' && record.outcome.kind === 'refused'),
    ).toMatchObject({ member: { id: '200000000000000043' }, outcome: { code: 'MISSING_LEVEL' } });

    // A later click, by anyone, is told who took it and when; the post is not edited again.
    const told = answerOf(await click(memberB));
    expect(told?.flags).toBe(64);
    expect(visibleText(told)).toMatch(
      new RegExp(`<@${memberA.id}> already acknowledged this alert <t:\\d+:R>`),
    );
    expect(
      (await harness.app.store.audit.records()).filter((record) => record.action === 'alerts.acknowledge'),
    ).toHaveLength(2);

    // A restart between the click and the recovery forgets nothing.
    await harness.restart();
    clock.moveAhead(9 * 60_000);
    harness.sandbox.setStatus(server.id, 'RUNNING');
    const back = await harness.emulator.waitFor(() => statusPosts(server.id)[1]);
    expect(visibleText(back)).toContain('Bastion is back after 12 min');
    const recalled = back.embeds[0]?.fields?.find((candidate) => candidate.name === 'Acknowledged');
    expect(recalled?.value).toBe(`<@${memberA.id}> had acknowledged it 3 min after it began.`);
    expect(buttons(back).map((button) => button.label)).toEqual(['Server info', 'Resources', 'Silence 1 h']);
    expect(clock.now() - downAt).toBeGreaterThanOrEqual(12 * 60_000);
  });
});
