import type { Choice, ModalData } from './payloads.js';
import type { CallbackRecord, EmulatedMessage, EmulatorState, InteractionRecord } from './state.js';
import { waitFor } from './wait.js';

/** What the user sees of an interaction's answer right now. */
export type ReplyView = {
  /** The original response with every edit applied; for a component, the message carrying it. */
  message: EmulatedMessage | undefined;
  followUps: EmulatedMessage[];
  /** The autocomplete choices shown, for an autocomplete interaction. */
  choices: Choice[] | undefined;
  modal: ModalData | undefined;
  /** Acknowledged, and no deferral left waiting for its edit or follow-up. */
  answered: boolean;
};

/** A sent interaction: its callbacks, its timings and its visible answer. Every value returned is a snapshot. */
export type InteractionHandle = {
  readonly id: string;
  readonly token: string;
  /** performance.now() when INTERACTION_CREATE went out. */
  readonly sentAt: number;
  callbacks(): CallbackRecord[];
  /** performance.now() when the first callback arrived, accepted or not. */
  firstCallbackAt(): number | undefined;
  view(): ReplyView;
  /** Resolves with the first callback, accepted or not. */
  waitForCallback(timeoutMs?: number): Promise<CallbackRecord>;
  /** Resolves once `predicate` holds for the view; by default, once the interaction is answered. */
  waitForReply(predicate?: (view: ReplyView) => boolean, timeoutMs?: number): Promise<ReplyView>;
};

const isAnswered = (view: ReplyView) => view.answered;

/** A reply as a timeout names it: answered or not, and the text of its messages as posted. */
function shown(view: ReplyView): string {
  const posted = [view.message, ...view.followUps].map((message) =>
    JSON.stringify({ content: message?.content, embeds: message?.embeds }),
  );
  return `${view.answered ? 'an answer' : 'no answer'}: ${posted.join(' + ').slice(0, 2_000)}`;
}

export function interactionHandle(state: EmulatorState, record: InteractionRecord): InteractionHandle {
  const snapshot = (messageId: string | undefined): EmulatedMessage | undefined => {
    const message = messageId === undefined ? undefined : state.messages.get(messageId);
    return message && structuredClone(message);
  };
  const view = (): ReplyView => ({
    message: snapshot(record.originalMessageId),
    followUps: record.followUpIds
      .map(snapshot)
      .filter((message): message is EmulatedMessage => message !== undefined),
    choices: record.choices && structuredClone(record.choices),
    modal: record.modal && structuredClone(record.modal),
    answered: record.answered,
  });
  return {
    id: record.id,
    token: record.token,
    sentAt: record.sentAt,
    callbacks: () => structuredClone(record.callbacks),
    firstCallbackAt: () => record.callbacks[0]?.at,
    view,
    waitForCallback: (timeoutMs) => {
      const description = `a callback for interaction ${record.id}`;
      return waitFor(
        () => record.callbacks[0] && structuredClone(record.callbacks[0]),
        timeoutMs,
        description,
      );
    },
    waitForReply: async (predicate = isAnswered, timeoutMs) => {
      let current = view();
      try {
        return await waitFor(
          () => {
            current = view();
            return predicate(current) && current;
          },
          timeoutMs,
          `the reply to interaction ${record.id}`,
        );
      } catch (error) {
        // What the member saw by then: whether a reply came at all tells a slow bot from a wrong answer.
        throw new Error(`${(error as Error).message}; by then it showed ${shown(current)}`);
      }
    },
  };
}
