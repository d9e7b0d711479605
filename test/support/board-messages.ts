import type { MessagePayload } from '../../src/render/message.js';
import type { BoardMessages, BoardWriteResult } from '../../src/delivery/board-messages.js';

/** Board messages kept in memory, as Discord would: posts get ids, a repeated nonce gets the first message. */
export class RecordingBoardMessages implements BoardMessages {
  readonly messages = new Map<string, { channelId: string; payload: MessagePayload }>();
  /** Every write to a channel, in order: what `messageId` it touched (a post: the one it made). */
  readonly writes: { kind: 'post' | 'edit' | 'delete'; channelId: string; messageId: string; at: number }[] =
    [];
  /** Channels where Discord refuses every edit past the caller's patience (30046 without end). */
  readonly refusingEdits = new Set<string>();
  private readonly byNonce = new Map<string, string>();
  private nextId = 1;

  constructor(private readonly now: () => number = Date.now) {}

  async post(channelId: string, payload: MessagePayload, nonce: string): Promise<BoardWriteResult> {
    const earlier = this.byNonce.get(nonce);
    const messageId = earlier ?? String(this.nextId++);
    this.writes.push({ kind: 'post', channelId, messageId, at: this.now() });
    if (earlier !== undefined) return { outcome: 'delivered', messageId: earlier };
    this.messages.set(messageId, { channelId, payload });
    this.byNonce.set(nonce, messageId);
    return { outcome: 'delivered', messageId };
  }

  async edit(channelId: string, messageId: string, payload: MessagePayload): Promise<BoardWriteResult> {
    if (this.refusingEdits.has(channelId)) return { outcome: 'edits-refused' };
    this.writes.push({ kind: 'edit', channelId, messageId, at: this.now() });
    if (!this.messages.has(messageId)) return { outcome: 'missing' };
    this.messages.set(messageId, { channelId, payload });
    return { outcome: 'delivered', messageId };
  }

  async delete(channelId: string, messageId: string): Promise<void> {
    this.writes.push({ kind: 'delete', channelId, messageId, at: this.now() });
    this.messages.delete(messageId);
  }
}
