import type { Server } from 'node:http';
import { ChannelType, GatewayDispatchEvents } from 'discord.js';
import type { ContractViolation } from './contract.js';
import { EmulatorUsageError } from './errors.js';
import { Gateway, type IdentifyRecord, gatewayPath } from './gateway.js';
import { type InteractionHandle, interactionHandle } from './handles.js';
import { createRestServer } from './http.js';
import {
  type AutocompleteSpec,
  type BuiltInteraction,
  type ChatInputSpec,
  type ComponentSpec,
  InteractionFactory,
  type SelectSpec,
} from './interaction-payloads.js';
import { interactionRoutes } from './interaction-routes.js';
import { resourceRoutes } from './resource-routes.js';
import {
  type ChannelAccess,
  type EmulatedMessage,
  EmulatorState,
  type PostFault,
  type RouteFault,
  type RecordedRequest,
  type RegisteredCommand,
  type RoleState,
  type Violation,
} from './state.js';
import { waitFor } from './wait.js';
import { wireChannel } from './wire.js';

export type DiscordEmulatorOptions = {
  botToken: string;
  applicationId?: string;
  /** Default: the application id, as for bots created in the developer portal. */
  botUserId?: string;
  botUsername?: string;
  /** The Discord client language of every member who interacts, unless one says otherwise. Default en-US. */
  locale?: string;
  guilds: {
    id: string;
    name: string;
    /** Default: nobody the emulator sends as. */
    ownerId?: string;
    /** Default: one text channel, #general. */
    channels?: { id: string; name: string; type?: ChannelType }[];
    /** Roles besides @everyone. */
    roles?: RoleState[];
    /** Default: the emulator's `locale`. */
    preferredLocale?: string;
  }[];
};

const defaultApplicationId = '100000000000000100';
const defaultOwnerId = '200000000000000099';

/**
 * The value with every object in it frozen, so a copy handed out twice cannot be changed by either holder;
 * byte arrays (an attachment's content) cannot be frozen and are left as they are.
 */
function deepFrozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFrozen(inner);
    Object.freeze(value);
  }
  return value;
}

/** A loopback Discord for one bot: REST under `apiUrl`, the gateway beside it, and helpers to act as users. */
export class DiscordEmulator {
  readonly apiUrl: string;
  readonly gatewayUrl: string;
  private readonly interactionFactory: InteractionFactory;
  /** Each channel's messages as last copied, and the state's message revision they were copied at. */
  private readonly channelCopies = new Map<
    string,
    { revision: number; messages: readonly EmulatedMessage[] }
  >();

  private constructor(
    private readonly state: EmulatorState,
    private readonly server: Server,
    private readonly gateway: Gateway,
    port: number,
  ) {
    this.apiUrl = `http://127.0.0.1:${port}/api`;
    this.gatewayUrl = `ws://127.0.0.1:${port}${gatewayPath}`;
    this.interactionFactory = new InteractionFactory(state);
  }

  static async start(options: DiscordEmulatorOptions): Promise<DiscordEmulator> {
    const applicationId = options.applicationId ?? defaultApplicationId;
    const state = new EmulatorState({
      applicationId,
      botUserId: options.botUserId ?? applicationId,
      botUsername: options.botUsername ?? 'emulated-bot',
      token: options.botToken,
      locale: options.locale ?? 'en-US',
    });
    for (const guild of options.guilds) {
      const channels = guild.channels ?? [{ id: state.nextId(), name: 'general' }];
      state.guilds.set(guild.id, {
        id: guild.id,
        name: guild.name,
        ownerId: guild.ownerId ?? defaultOwnerId,
        channelIds: channels.map((channel) => channel.id),
        roles: guild.roles ?? [],
        preferredLocale: guild.preferredLocale ?? options.locale ?? 'en-US',
      });
      for (const channel of channels) {
        state.channels.set(channel.id, {
          ...channel,
          type: channel.type ?? ChannelType.GuildText,
          guildId: guild.id,
          access: 'open',
        });
      }
    }
    // The URLs need the port, known only once listening: routes and gateway read it through this late binding.
    let gatewayUrl = '';
    const server = createRestServer(state, [
      ...resourceRoutes(state, () => gatewayUrl),
      ...interactionRoutes(state),
    ]);
    const gateway = new Gateway(server, state, () => gatewayUrl);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (address === null || typeof address === 'string')
      throw new Error('the emulator must listen on a TCP port');
    const emulator = new DiscordEmulator(state, server, gateway, address.port);
    gatewayUrl = emulator.gatewayUrl;
    return emulator;
  }

  get applicationId(): string {
    return this.state.identity.applicationId;
  }

  get botUserId(): string {
    return this.state.identity.botUserId;
  }

  /** Every REST request, in arrival order. */
  get requests(): readonly RecordedRequest[] {
    return this.state.requests;
  }

  /** Every payload refused for breaking Discord's rules (limits, empty message, bad JSON). */
  get violations(): readonly Violation[] {
    return this.state.violations;
  }

  /**
   * Requests real Discord would refuse by its OpenAPI document (path parameters, JSON body), with where and
   * why; the e2e harness fails a test that leaves one.
   */
  get contractViolations(): readonly ContractViolation[] {
    return this.state.contractViolations;
  }

  /** Requests to routes the emulator does not serve (answered 404). */
  unknownRoutes(): RecordedRequest[] {
    return this.state.requests.filter((request) => request.route === undefined);
  }

  get identifies(): readonly IdentifyRecord[] {
    return this.gateway.identifies;
  }

  /** Whether a client is identified on the gateway now. */
  connected(): boolean {
    return this.gateway.connected();
  }

  /** The shards identified now, as `[id, count]`. */
  connectedShards(): [number, number][] {
    return this.gateway.connectedShards();
  }

  waitForIdentify(timeoutMs?: number): Promise<IdentifyRecord> {
    return waitFor(() => this.gateway.identifies[0], timeoutMs, 'a gateway IDENTIFY');
  }

  waitFor<T>(probe: () => T | undefined | null | false, timeoutMs?: number): Promise<T> {
    return waitFor(probe, timeoutMs);
  }

  /**
   * The channel's messages as shown now (edits applied, deleted ones gone), as frozen copies: while no message
   * changed they are the same copies again, since tests poll this every few ms (a fresh deep copy each time
   * was the largest cost in the e2e files).
   */
  messages(channelId: string): EmulatedMessage[] {
    const revision = this.state.messageRevision;
    let copies = this.channelCopies.get(channelId);
    if (copies?.revision !== revision) {
      copies = { revision, messages: deepFrozen(structuredClone(this.state.channelMessages(channelId))) };
      this.channelCopies.set(channelId, copies);
    }
    return [...copies.messages];
  }

  message(messageId: string): EmulatedMessage | undefined {
    const message = this.state.messages.get(messageId);
    return message && structuredClone(message);
  }

  /** Commands registered for the guild, or the global ones without a guild id. */
  commands(guildId?: string): RegisteredCommand[] {
    return structuredClone(this.state.commandsIn(guildId ?? EmulatorState.globalScope));
  }

  /** Deletes the message as a moderator would: REST answers Unknown Message (10008), the client gets MESSAGE_DELETE. */
  deleteMessage(messageId: string): void {
    const message = this.state.messages.get(messageId);
    if (!message) throw new EmulatorUsageError(`message ${messageId} does not exist`);
    this.state.deleteMessage(messageId);
    this.gateway.dispatch(
      GatewayDispatchEvents.MessageDelete,
      { id: message.id, channel_id: message.channelId, guild_id: message.guildId },
      message.guildId,
    );
  }

  /**
   * A copy of a message's components placed in another channel, as if the bot had sent it there. Real Discord
   * only sends custom_ids a message carries, so this is how a test clicks a forged one (defence in depth).
   */
  forgeCopy(message: EmulatedMessage, channelId: string): EmulatedMessage {
    const channel = this.state.liveChannel(channelId);
    if (!channel) throw new EmulatorUsageError(`channel ${channelId} does not exist`);
    const { content, embeds, components } = structuredClone(message);
    return structuredClone(this.state.createMessage(channel, { content, embeds, components }));
  }

  /** Deletes the channel: REST answers Unknown Channel (10003) and the client gets CHANNEL_DELETE. */
  deleteChannel(channelId: string): void {
    this.setChannelAccess(channelId, 'deleted', GatewayDispatchEvents.ChannelDelete);
  }

  /** Takes Send Messages from the bot there: posts answer Missing Permissions (50013). */
  denyChannel(channelId: string): void {
    this.setChannelAccess(channelId, 'denied', GatewayDispatchEvents.ChannelUpdate);
  }

  /** Takes Read Message History from the bot there: reading the channel's messages answers an empty list. */
  hideHistory(channelId: string): void {
    this.setChannelAccess(channelId, 'no-history', GatewayDispatchEvents.ChannelUpdate);
  }

  allowChannel(channelId: string): void {
    this.setChannelAccess(channelId, 'open', GatewayDispatchEvents.ChannelUpdate);
  }

  /**
   * Makes matching posts to a channel fail with the given status (after creating the message, with
   * `afterCreating`); returns a function that lifts the failure.
   */
  failPosts(fault: PostFault): () => void {
    const added = { ...fault };
    this.state.postFaults.push(added);
    return () => {
      const index = this.state.postFaults.indexOf(added);
      if (index >= 0) this.state.postFaults.splice(index, 1);
    };
  }

  /** Makes requests to one route fail with the given status; returns a function that lifts the failure. */
  failRoute(fault: RouteFault): () => void {
    const added = { ...fault };
    this.state.routeFaults.push(added);
    return () => {
      const index = this.state.routeFaults.indexOf(added);
      if (index >= 0) this.state.routeFaults.splice(index, 1);
    };
  }

  /**
   * A Discord outage on a channel's posts: the next `lostAnswers` posts are created but answered with
   * `status` (the answer lost, as in a reset after creation), then every post fails with `status` until the
   * returned function ends it.
   */
  channelOutage(channelId: string, lostAnswers: number, status = 503): () => void {
    const liftLost = this.failPosts({ channelId, status, afterCreating: true, times: lostAnswers });
    const liftDown = this.failPosts({ channelId, status });
    return () => {
      liftLost();
      liftDown();
    };
  }

  /**
   * Moves the emulator's clock on by `ms`: messages age (a board's messages pass their first hour, and with it
   * Discord's limit of 3 edits per 6 s per channel, at once) and edit windows pass.
   */
  advanceClock(ms: number): void {
    const before = this.state.now;
    this.state.now = () => before() + ms;
  }

  /** How long a nonce sent with `enforce_nonce` makes a repeated post answer the first message. */
  setNonceWindow(ms: number): void {
    this.state.nonceWindowMs = ms;
  }

  sendChatInput(spec: ChatInputSpec): InteractionHandle {
    return this.send(this.interactionFactory.chatInput(spec));
  }

  sendAutocomplete(spec: AutocompleteSpec): InteractionHandle {
    return this.send(this.interactionFactory.autocomplete(spec));
  }

  sendButton(spec: ComponentSpec): InteractionHandle {
    return this.send(this.interactionFactory.button(spec));
  }

  sendSelect(spec: SelectSpec): InteractionHandle {
    return this.send(this.interactionFactory.select(spec));
  }

  async close(): Promise<void> {
    await this.gateway.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve, reject) =>
      this.server.close((error) => (error ? reject(error) : resolve())),
    );
  }

  private send({ record, payload }: BuiltInteraction): InteractionHandle {
    this.state.interactions.set(record.id, record);
    if (this.gateway.dispatch(GatewayDispatchEvents.InteractionCreate, payload, record.guildId) === 0) {
      this.state.interactions.delete(record.id);
      throw new EmulatorUsageError(
        `no client is identified on the gateway for guild ${record.guildId}'s shard: log the bot in first`,
      );
    }
    return interactionHandle(this.state, record);
  }

  private setChannelAccess(channelId: string, access: ChannelAccess, event: GatewayDispatchEvents): void {
    const channel = this.state.liveChannel(channelId);
    if (!channel) throw new EmulatorUsageError(`channel ${channelId} does not exist`);
    channel.access = access;
    this.gateway.dispatch(event, wireChannel(this.state, channel), channel.guildId);
  }
}

export function startDiscordEmulator(options: DiscordEmulatorOptions): Promise<DiscordEmulator> {
  return DiscordEmulator.start(options);
}
