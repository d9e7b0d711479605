import {
  Message,
  MessageFlags,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type RepliableInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import type { BurstLog, Logger } from '../log.js';
import { describeError, errorMessage, isHarmlessDiscordError, type ErrorReader } from '../render/errors.js';
import { finalize, type MessagePayload } from '../render/message.js';
import { rateLimitWaitSentence, waitWorthSayingMs } from '../render/waiting.js';
import { whileWaitingForRateLimit } from '../api/index.js';
import { translatorFor, type Translator } from '../i18n/index.js';
import type { LaterLane } from './later-lane.js';

export type ComponentInteraction = ButtonInteraction<'cached'> | StringSelectMenuInteraction<'cached'>;

/**
 * What a component handler wants done with its click: replace the message it sits on, or answer only the
 * clicker. `acknowledged` means the handler answered through its responder (a multi-step confirmation).
 */
export type ComponentResult =
  | { kind: 'update'; payload: MessagePayload }
  | { kind: 'reply'; payload: MessagePayload }
  | { kind: 'acknowledged' };

export type TimingOptions = {
  /** Defer when the handler has not answered by then, keeping well inside Discord's 3 s deadline. */
  deferAfterMs: number;
  logger: Logger;
  /** The API key and bot token, scrubbed from every answer. */
  secrets: readonly string[];
  /** Where unexpected failures are logged: once per burst, so an outage is not a line per interaction. */
  failures: BurstLog;
  /** Whose words an error is put in: the ops guild's or a community guild's. */
  reader?: ErrorReader;
  /** Where later parts wait behind the interactions not answered yet. */
  lane: LaterLane;
};

/**
 * What comes of a reply's later part: the message to put in the reply's place (none: the reply stands),
 * and the error that kept part of it from coming, answered like any other once the edit is made.
 */
type LaterPart = { payload?: MessagePayload; error?: unknown };

/**
 * A reply now and, once `edit` settles with a message, that message in its place: what a handler returns
 * when part of its answer is slow to come (a fresh read, a game's answer) and the member should not wait
 * for it. `edit` is called only once the reply is sent, so its work never delays the reply.
 */
export type ReplyThenEdit = { reply: MessagePayload; edit: () => Promise<LaterPart> };

/** What a slash-command handler answers: one message, or one now and its edit later. */
export type ChatInputAnswer = MessagePayload | ReplyThenEdit;

function isReplyThenEdit(answer: ChatInputAnswer): answer is ReplyThenEdit {
  return 'reply' in answer && 'edit' in answer;
}

function ephemeralFlags(ephemeral: boolean) {
  return ephemeral ? { flags: MessageFlags.Ephemeral as const } : {};
}

/**
 * Runs a slash-command handler against the deadline: a fast answer is one reply, a slow one is a deferral
 * followed by an edit; a reply-then-edit answer is edited once more when its later part comes. Errors
 * always reach the member privately.
 */
export async function answerChatInput(
  interaction: ChatInputCommandInteraction,
  ephemeral: boolean,
  handler: () => Promise<ChatInputAnswer>,
  { deferAfterMs, logger, secrets, failures, reader, lane }: TimingOptions,
): Promise<void> {
  const t = translatorFor(interaction.locale);
  const answered = lane.awaitsAnswer();
  let deferral: Promise<unknown> | undefined;
  const defer = () => {
    deferral ??= interaction.deferReply(ephemeralFlags(ephemeral));
    void deferral.finally(answered).catch(() => undefined);
    return deferral;
  };
  // A deferral that fails (past Discord's deadline on a starved machine) is answered where it is awaited;
  // until then it must not count as unhandled, which would end the process.
  const timer = setTimeout(() => void defer().catch(() => undefined), deferAfterMs);
  // A long wait for the API's rate limit is said in place of "thinking…", and replaced by the answer.
  let waiting: Promise<unknown> | undefined;
  const sayWaiting = (until: number) => {
    if (waiting || until - Date.now() < waitWorthSayingMs) return;
    clearTimeout(timer);
    const content = rateLimitWaitSentence(new Date(until), t);
    waiting = defer()
      .then(() => interaction.editReply(finalize({ content }, secrets, t)))
      .catch((error: unknown) => {
        if (!isHarmlessDiscordError(error))
          logger.warn({ err: error, interaction: interaction.id }, 'could not say a rate-limit wait');
      });
  };
  let later: (() => Promise<LaterPart>) | undefined;
  const answering = () => ({ publicDeferral: false, logger, secrets, failures, reader });
  try {
    const answer = await whileWaitingForRateLimit(sayWaiting, handler);
    clearTimeout(timer);
    const payload = isReplyThenEdit(answer) ? answer.reply : answer;
    later = isReplyThenEdit(answer) ? answer.edit : undefined;
    if (deferral) {
      await deferral;
      await waiting;
      const answer = waiting ? { ...payload, content: payload.content ?? '' } : payload;
      await interaction.editReply(finalize(answer, secrets, t));
    } else {
      await interaction.reply({ ...finalize(payload, secrets, t), ...ephemeralFlags(ephemeral) });
    }
  } catch (error) {
    clearTimeout(timer);
    await waiting;
    await answerWithError(interaction, error, {
      publicDeferral: deferral !== undefined && !ephemeral,
      deferral,
      logger,
      secrets,
      failures,
      reader,
    });
    return;
  } finally {
    answered();
  }
  if (!later) return;
  const failed = await editLater(interaction, later, { logger, secrets, t, lane });
  if (failed)
    await answerWithError(interaction, failed.error, {
      ...answering(),
      deferral: undefined,
      followsAnswer: true,
    });
}

/**
 * Edits a reply already sent into what `later` brings, if it brings anything; a failed edit is only logged.
 * Answers the error that kept part of it from coming (or that `later` threw), for the caller to answer.
 * `later` starts, and its edit leaves, each on a turn of the lane: after the interactions not answered yet.
 */
async function editLater(
  interaction: RepliableInteraction,
  later: () => Promise<LaterPart>,
  {
    logger,
    secrets,
    t,
    message,
    lane,
  }: Pick<TimingOptions, 'logger' | 'secrets' | 'lane'> & { t: Translator; message?: string },
): Promise<{ error: unknown } | undefined> {
  let part: LaterPart;
  try {
    await lane.turn();
    part = await later();
  } catch (error) {
    return { error };
  }
  if (part.payload !== undefined) await lane.turn();
  if (part.payload !== undefined)
    await interaction
      .editReply({ ...finalize(part.payload, secrets, t), ...(message ? { message } : {}) })
      .catch((error: unknown) => {
        if (!isHarmlessDiscordError(error))
          logger.warn(
            { err: error, interaction: interaction.id },
            'could not edit a reply with its later part',
          );
      });
  return 'error' in part ? { error: part.error } : undefined;
}

/**
 * A component's answers in order: the first acknowledges the interaction (an update, a private reply, or
 * the deadline's deferral), later ones edit or follow up once it has landed. Handlers that answer in
 * several steps use it, so their answers never race the deferral. Its answers are in the clicker's words.
 */
export class ComponentResponder {
  private first: Promise<unknown> | undefined;
  private readonly t: Translator;

  constructor(
    private readonly interaction: ComponentInteraction,
    private readonly secrets: readonly string[],
    private readonly lane: LaterLane,
    /** Called once the click's first answer landed (or failed). */
    private readonly answered: () => void,
  ) {
    this.t = translatorFor(interaction.locale);
  }

  private acknowledge(first: Promise<unknown>): Promise<unknown> {
    this.first = first;
    void first.finally(this.answered).catch(() => undefined);
    return first;
  }

  get acknowledgement(): Promise<unknown> | undefined {
    return this.first;
  }

  /** Replaces the message the component sits on. */
  update(payload: MessagePayload): Promise<unknown> {
    if (!this.first)
      return this.acknowledge(this.interaction.update(finalize(payload, this.secrets, this.t)));
    return this.first.then(() => this.interaction.editReply(finalize(payload, this.secrets, this.t)));
  }

  /** Answers only the member who clicked. */
  reply(payload: MessagePayload): Promise<unknown> {
    const message = { ...finalize(payload, this.secrets, this.t), flags: MessageFlags.Ephemeral as const };
    if (!this.first) return this.acknowledge(this.interaction.reply(message));
    return this.first.then(() => this.interaction.followUp(message));
  }

  /**
   * Answers only the clicker now, then edits that answer into what `later` brings: the edit goes to the
   * reply itself, or to the follow-up it became when the click was already acknowledged otherwise. The
   * error that kept part of it from coming is thrown once the edit is made, to be answered as any other.
   */
  async replyThenEdit(answer: ReplyThenEdit, logger: Logger): Promise<void> {
    const sent = await this.reply(answer.reply);
    const message = sent instanceof Message ? sent.id : undefined;
    const failed = await editLater(this.interaction, answer.edit, {
      logger,
      secrets: this.secrets,
      t: this.t,
      message,
      lane: this.lane,
    });
    if (failed) throw failed.error;
  }

  /**
   * Tells only the clicker that the answer waits for the API's rate limit, acknowledging the click first if
   * nothing has: the message the component sits on stays as it is until the answer. Resolves to the notice
   * (to take back once answered), or undefined when it could not be said.
   */
  sayWaiting(until: Date, logger: Logger): Promise<Message | undefined> {
    this.deferIfUnanswered(logger);
    const content = rateLimitWaitSentence(until, this.t);
    const notice = { ...finalize({ content }, this.secrets, this.t), flags: MessageFlags.Ephemeral as const };
    return Promise.resolve(this.first)
      .then(() => this.interaction.followUp(notice))
      .catch((error: unknown) => {
        if (!isHarmlessDiscordError(error))
          logger.warn({ err: error, interaction: this.interaction.id }, 'could not say a rate-limit wait');
        return undefined;
      });
  }

  deferIfUnanswered(logger: Logger): void {
    if (this.first) return;
    this.acknowledge(this.interaction.deferUpdate()).catch((error: unknown) => {
      if (!isHarmlessDiscordError(error))
        logger.warn({ err: error, interaction: this.interaction.id }, 'could not defer a component');
    });
  }
}

/** Runs a component handler against the deadline, deferring the update when it is slow. */
export async function answerComponent(
  interaction: ComponentInteraction,
  handler: (responder: ComponentResponder) => Promise<ComponentResult>,
  { deferAfterMs, logger, secrets, failures, reader, lane }: TimingOptions,
): Promise<void> {
  const answered = lane.awaitsAnswer();
  const responder = new ComponentResponder(interaction, secrets, lane, answered);
  const timer = setTimeout(() => responder.deferIfUnanswered(logger), deferAfterMs);
  // A long wait for the API's rate limit is told to the clicker alone, and taken back once answered.
  let waitNotice: Promise<Message | undefined> | undefined;
  const sayWaiting = (until: number) => {
    if (waitNotice || until - Date.now() < waitWorthSayingMs) return;
    clearTimeout(timer);
    waitNotice = responder.sayWaiting(new Date(until), logger);
  };
  try {
    const result = await whileWaitingForRateLimit(sayWaiting, () => handler(responder));
    clearTimeout(timer);
    await waitNotice;
    if (result.kind === 'update') await responder.update(result.payload);
    else if (result.kind === 'reply') await responder.reply(result.payload);
  } catch (error) {
    clearTimeout(timer);
    await waitNotice;
    await answerWithError(interaction, error, {
      publicDeferral: false,
      deferral: responder.acknowledgement,
      logger,
      secrets,
      failures,
      reader,
    });
  } finally {
    answered();
  }
  const notice = await waitNotice;
  if (notice) await interaction.deleteReply(notice).catch(() => undefined);
}

/**
 * The one error reply: ephemeral, one sentence and the request id. A public deferral cannot turn private,
 * so it is removed and the error follows privately.
 */
export async function answerWithError(
  interaction: RepliableInteraction,
  error: unknown,
  {
    publicDeferral,
    deferral,
    logger,
    secrets,
    failures,
    reader,
    followsAnswer = false,
  }: Pick<TimingOptions, 'logger' | 'secrets' | 'failures' | 'reader'> & {
    publicDeferral: boolean;
    deferral: Promise<unknown> | undefined;
    /** The answer was given and stands (a later part failed): the error follows it, never replaces it. */
    followsAnswer?: boolean;
  },
): Promise<void> {
  const description = describeError(error, reader);
  if (description.unexpected)
    failures.error(
      { err: error, interaction: interaction.id },
      'interaction failed',
      `${description.sentence} ${error instanceof Error ? `${error.name}: ${error.message}` : ''}`,
    );
  else logger.info({ code: errorCode(error), interaction: interaction.id }, description.sentence);
  const t = translatorFor(interaction.locale);
  const { content, allowedMentions } = finalize({ content: errorMessage(description, t) }, secrets, t);
  const message = { content, allowedMentions, flags: MessageFlags.Ephemeral as const };
  try {
    if (deferral) await deferral.catch(() => undefined);
    if (followsAnswer) {
      await interaction.followUp(message);
    } else if (publicDeferral) {
      await interaction.deleteReply().catch(() => undefined);
      await interaction.followUp(message);
    } else if (interaction.deferred && !interaction.isMessageComponent()) {
      await interaction.editReply({
        content: message.content,
        embeds: [],
        components: [],
        allowedMentions: message.allowedMentions,
      });
    } else if (interaction.deferred || interaction.replied) {
      await interaction.followUp(message);
    } else {
      await interaction.reply(message);
    }
  } catch (replyError) {
    if (!isHarmlessDiscordError(replyError))
      logger.warn({ err: replyError, interaction: interaction.id }, 'could not deliver an error reply');
  }
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}
