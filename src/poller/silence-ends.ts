import { createHash } from 'node:crypto';
import { z } from 'zod';
import { noticeSchema, silenceEndedAlert, silenceEndedUsageAlert } from '../alerts/index.js';
import { pendingSchemaOf, type Pending } from '../delivery/alert-outbox.js';
import { maxEndPostServers, type SilenceEndedFacts, type StillWrong } from '../render/silences.js';
import { auditTimePart, type BotStore, type Silence } from '../store/index.js';
import { usageMetrics } from '../usage/figures.js';
import type { Audience } from './audience.js';
import { pending } from './server-outbox.js';
import type { EndedIncidentRecord, PollStateStore, ServerState } from './state.js';
import type { TaskContext } from './tasks/context.js';

/**
 * The end posts of one silence, decided once and kept until every one is queued: a pass that stops half way
 * queues the rest of the same plan, never a second plan that picked other servers to carry them.
 */
const endPlanSchema = z.object({
  posts: z.array(z.object({ carrierId: z.string(), item: pendingSchemaOf(noticeSchema) })),
});
type EndPlan = z.infer<typeof endPlanSchema>;

const planName = (silenceId: string) => `silence-end:${silenceId}`;
const markPrefix = 'silence-end:';
/** End-post marks a server keeps, newest first: enough for the silences that can end while a pass runs. */
const keptMarks = 50;

/**
 * Reads the guilds' silences for a poll cycle (guild by guild, only the guilds that set one) and ends them:
 * one whose time is up is expired once (audited by the lease holder, which alone runs this), and every
 * ended one gets its end posts queued, exactly once, through the servers' outboxes, then is removed.
 */
export class SilenceEnds {
  constructor(
    private readonly store: BotStore,
    private readonly states: PollStateStore,
    private readonly context: TaskContext,
    private readonly now: () => number,
  ) {}

  /** The silences still holding, for the cycle's audience; expires (once) those past their time. */
  async read(): Promise<Silence[]> {
    const silences: Silence[] = [];
    for (const guildId of await this.store.silences.guilds())
      silences.push(...(await this.store.silences.ofGuild(guildId)));
    const now = this.now();
    const holding: Silence[] = [];
    for (const silence of silences) {
      if (silence.ended === undefined && silence.until > now) holding.push(silence);
      else if (silence.ended === undefined) {
        const expired = await this.store.silences.expire(silence.id, now);
        if (expired) await this.auditExpiry(expired);
      }
    }
    return holding;
  }

  /** Queues the end posts of every ended silence (read afresh: an expiry above, an End now meanwhile). */
  async announce(audience: Audience): Promise<void> {
    for (const guildId of await this.store.silences.guilds())
      for (const silence of await this.store.silences.ofGuild(guildId)) {
        if (silence.ended === undefined) continue;
        const plan = await this.planOf(silence, audience);
        for (const post of plan.posts) await this.queue(post.carrierId, post.item, audience);
        await this.store.silences.remove(silence.id);
        await this.store.deletePollState(planName(silence.id));
      }
  }

  private async planOf(silence: Silence, audience: Audience): Promise<EndPlan> {
    const stored = await this.store.pollState(planName(silence.id), endPlanSchema);
    if (stored) return stored;
    const plan = { posts: await this.endPosts(silence, audience) };
    await this.store.setPollState(planName(silence.id), plan);
    return plan;
  }

  /** Queued with its mark in one write of the carrier's state: a repeat after a crash finds the mark. */
  private async queue(carrierId: string, item: Pending, audience: Audience): Promise<void> {
    const mark = `${markPrefix}${item.id}`;
    if (this.states.get(carrierId)?.marks?.[mark] !== undefined) return;
    const at = String(this.now());
    await this.context.emit(carrierId, (state) => withEndMark(state, mark, at), [item], audience);
  }

  /** One post per channel the silence covered that still follows its servers, if anything is to be said. */
  private async endPosts(silence: Silence, audience: Audience): Promise<EndPlan['posts']> {
    const ended = silence.ended?.at ?? this.now();
    const servers =
      silence.serverId === null
        ? this.states.serverIds().filter((serverId) => audience.guildMaySee(silence.guildId, serverId))
        : [silence.serverId];
    const byChannel = new Map<
      string,
      {
        still: StillWrong[];
        cameBack: { serverId: string; name?: string }[];
        status: boolean;
        carrier: string;
      }
    >();
    for (const serverId of servers.sort()) {
      const state = this.states.get(serverId);
      if (state === undefined) continue;
      const name = state.name;
      const ref = { serverId, ...(name === undefined ? {} : { name }) };
      const statusChannels = this.channelsOf(silence, audience.recipients(serverId, 'status'));
      const usageChannels = this.channelsOf(silence, audience.usageWatches(serverId));
      for (const channelId of new Set([...statusChannels, ...usageChannels])) {
        const follows = statusChannels.includes(channelId);
        const found = await this.conditions(silence, state, ref, follows, audience, channelId, ended);
        if (found.still.length === 0 && !found.cameBack) continue;
        const entry = byChannel.get(channelId) ?? {
          still: [],
          cameBack: [],
          status: false,
          carrier: serverId,
        };
        entry.still.push(...found.still);
        if (found.cameBack) entry.cameBack.push(ref);
        entry.status ||= follows;
        byChannel.set(channelId, entry);
      }
    }
    return [...byChannel].map(([channelId, entry]) => {
      const facts: SilenceEndedFacts = {
        setBy: silence.setBy.name,
        ...(silence.reason === undefined ? {} : { reason: silence.reason }),
        setAt: silence.setAt,
        endedAt: ended,
        ...(silence.ended?.by === undefined ? {} : { endedBy: silence.ended.by.name }),
        still: entry.still.slice(0, maxEndPostServers),
        stillMore: Math.max(0, entry.still.length - maxEndPostServers),
        cameBack: entry.cameBack.slice(0, maxEndPostServers),
        cameBackMore: Math.max(0, entry.cameBack.length - maxEndPostServers),
      };
      const item = pending(
        `silence-end:${silence.id}:${channelId}`,
        (entry.status ? silenceEndedAlert : silenceEndedUsageAlert).notice({ facts }),
        [{ kind: 'channel', channelId, guildId: silence.guildId }],
      );
      return { carrierId: entry.carrier, item: { ...item, queuedAt: ended } };
    });
  }

  private channelsOf(silence: Silence, recipients: readonly { channelId: string; guildId: string }[]) {
    return recipients
      .filter(
        (recipient) =>
          recipient.guildId === silence.guildId &&
          (silence.channelId === null || recipient.channelId === silence.channelId),
      )
      .map((recipient) => recipient.channelId);
  }

  /** What is still wrong with the server for that channel, and whether it went down and came back inside. */
  private async conditions(
    silence: Silence,
    state: ServerState,
    ref: { serverId: string; name?: string },
    followsStatus: boolean,
    audience: Audience,
    channelId: string,
    ended: number,
  ): Promise<{ still: StillWrong[]; cameBack: boolean }> {
    const { serverId } = ref;
    const still: StillWrong[] = [];
    const holds = (kind: Silence['kinds'][number]) => silence.kinds.includes(kind);
    const down = state.status?.down;
    if (followsStatus && holds('status') && down?.announced)
      still.push({ ...ref, condition: 'down', status: down.status, since: down.since });
    const silent = state.game?.silence;
    if (followsStatus && holds('game') && silent?.announced && down === undefined)
      still.push({ ...ref, condition: 'game-silent', since: silent.since });
    if (holds('usage'))
      for (const watch of audience.usageWatches(serverId)) {
        if (watch.channelId !== channelId) continue;
        const watchState = await this.store.usage.stateOf(watch, serverId);
        for (const metric of usageMetrics) {
          const over = watchState?.[metric];
          const threshold = watch[metric];
          // Firing, or under the recovery line too briefly to have recovered: still over its threshold.
          if (threshold === undefined || (over?.phase !== 'firing' && over?.phase !== 'recovering')) continue;
          const since = over.firedAt === undefined ? {} : { since: over.firedAt };
          still.push({ ...ref, condition: 'over-threshold', metric, threshold, ...since });
        }
      }
    // Went wrong and recovered inside it: an outage (its status history), or any incident a held back post
    // ended (a game answering again, a usage threshold recovered) of a kind it held, told to this channel.
    const inside = (from: number, to: number) => from >= silence.setAt && to <= ended;
    const heldKind = (kind: EndedIncidentRecord['kind']) =>
      kind === 'down' || kind === 'silent'
        ? followsStatus && holds(kind === 'down' ? 'status' : 'game')
        : holds('usage');
    const cameBack =
      (followsStatus &&
        holds('status') &&
        (state.status?.outages ?? []).some((outage) => inside(outage.from, outage.to))) ||
      (state.ended ?? []).some(
        (incident) =>
          heldKind(incident.kind) &&
          incident.channels.includes(channelId) &&
          inside(incident.since, incident.endedAt),
      );
    return { still, cameBack };
  }

  /** The expiry in the audit trail, as the bot's own record; its id comes from the silence: recorded once. */
  private async auditExpiry(silence: Silence): Promise<void> {
    const digest = createHash('sha256').update(silence.id).digest('base64url').slice(0, 16);
    const channel = await this.store.audit.channel();
    await this.store.audit.append(
      {
        id: `${auditTimePart(silence.until)}-silence-${digest}`,
        at: silence.until,
        guild: {
          id: silence.guildId,
          ...(silence.guildName === undefined ? {} : { name: silence.guildName }),
        },
        action: 'alerts.silence.expire',
        inputs: {
          ...(silence.channelId === null ? {} : { channel: { kind: 'channel', id: silence.channelId } }),
          duration: { kind: 'duration', seconds: Math.round((silence.until - silence.setAt) / 1000) },
          ...(silence.reason === undefined ? {} : { reason: silence.reason }),
        },
        ...(silence.serverId === null
          ? {}
          : {
              server: {
                id: silence.serverId,
                ...(silence.serverName === undefined ? {} : { name: silence.serverName }),
              },
            }),
        outcome: { kind: 'done' },
      },
      channel?.channelId,
    );
  }
}

/** The server's state with the end post's mark, keeping only the newest end-post marks. */
function withEndMark(state: ServerState, mark: string, at: string): ServerState {
  const marks = Object.entries({ ...state.marks, [mark]: at });
  const ends = marks
    .filter(([name]) => name.startsWith(markPrefix))
    .sort((a, b) => Number(b[1]) - Number(a[1]))
    .slice(0, keptMarks);
  const others = marks.filter(([name]) => !name.startsWith(markPrefix));
  return { ...state, marks: Object.fromEntries([...others, ...ends]) };
}
