import type { ChatInputCommandInteraction } from 'discord.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LaterLane } from '../../src/discord/later-lane.js';
import { answerChatInput, answerComponent, type ComponentInteraction } from '../../src/discord/respond.js';
import { BurstLog, silentLogger } from '../../src/log.js';

/** Records the order of a component's answers; the first answer takes `firstAnswerMs` to land. */
function recordingInteraction(firstAnswerMs: number) {
  const calls: string[] = [];
  let answered = false;
  const land = (name: string) => {
    calls.push(`${name}:start`);
    const wait = answered ? 0 : firstAnswerMs;
    answered = true;
    return new Promise((resolve) => setTimeout(() => resolve(calls.push(`${name}:done`)), wait));
  };
  const interaction = {
    id: 'i1',
    update: () => land('update'),
    deferUpdate: () => land('deferUpdate'),
    editReply: () => land('editReply'),
    reply: () => land('reply'),
    followUp: () => land('followUp'),
  } as unknown as ComponentInteraction;
  return { interaction, calls };
}

// Handlers that take time: longer than `deferAfterMs`, after which an unanswered interaction is deferred. The
// clock is fake, so the handlers' work and the defer timer end in their order without real time passing.
const busyFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('answerComponent', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never defers while the handler is updating, and edits only once the update landed', async () => {
    const { interaction, calls } = recordingInteraction(60);
    const answered = answerComponent(
      interaction,
      async (responder) => {
        await responder.update({ content: 'working' });
        await busyFor(30);
        await responder.update({ content: 'done' });
        return { kind: 'acknowledged' };
      },
      {
        deferAfterMs: 20,
        logger: silentLogger(),
        secrets: [],
        failures: new BurstLog(undefined),
        lane: new LaterLane(2_000),
      },
    );
    await vi.runAllTimersAsync();
    await answered;
    expect(calls).toEqual(['update:start', 'update:done', 'editReply:start', 'editReply:done']);
  });

  it('defers a slow handler, then edits', async () => {
    const { interaction, calls } = recordingInteraction(5);
    const answered = answerComponent(
      interaction,
      async () => {
        await busyFor(40);
        return { kind: 'update', payload: { content: 'late' } };
      },
      {
        deferAfterMs: 10,
        logger: silentLogger(),
        secrets: [],
        failures: new BurstLog(undefined),
        lane: new LaterLane(2_000),
      },
    );
    await vi.runAllTimersAsync();
    await answered;
    expect(calls).toEqual(['deferUpdate:start', 'deferUpdate:done', 'editReply:start', 'editReply:done']);
  });
});

describe('answerChatInput', () => {
  afterEach(() => vi.useRealTimers());

  it("starts a reply's later part and sends its edit only once no other interaction waits for its answer", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate'] });
    const calls: string[] = [];
    const interaction = {
      id: 'i1',
      locale: 'en-US',
      reply: async () => calls.push('reply'),
      editReply: async () => calls.push('editReply'),
      deferReply: async () => calls.push('deferReply'),
      followUp: async () => calls.push('followUp'),
    } as unknown as ChatInputCommandInteraction;
    const lane = new LaterLane(2_000);
    const othersAnswer = lane.awaitsAnswer();
    const answering = answerChatInput(
      interaction,
      false,
      async () => ({
        reply: { content: 'now' },
        edit: async () => {
          calls.push('later');
          return { payload: { content: 'fresh' } };
        },
      }),
      { deferAfterMs: 1_500, logger: silentLogger(), secrets: [], failures: new BurstLog(undefined), lane },
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toEqual(['reply']);
    othersAnswer();
    await vi.advanceTimersByTimeAsync(2);
    await answering;
    expect(calls).toEqual(['reply', 'later', 'editReply']);
  });
});
