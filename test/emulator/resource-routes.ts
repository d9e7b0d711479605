import { ApplicationCommandType } from 'discord.js';
import { parseMessageBody } from './bodies.js';
import { DiscordApiFailure, discordFailure, invalidFormBody, oldMessageEditLimit } from './errors.js';
import type { Route, RouteRequest } from './http.js';
import { structureIssues } from './limits.js';
import { editMessageWithFiles, newMessageAttachments } from './message-writes.js';
import { commandListSchema } from './payloads.js';
import {
  type ChannelState,
  type EmulatedMessage,
  EmulatorState,
  type GuildState,
  type PostFault,
  type RegisteredCommand,
} from './state.js';
import {
  wireApplication,
  wireBotUser,
  wireChannel,
  wireGuild,
  wireMember,
  wireMessage,
  wireUser,
} from './wire.js';

/** Routes for what the bot reads and posts with its token: gateway, identity, guilds, channels, commands. */
export function resourceRoutes(state: EmulatorState, gatewayUrl: () => string): Route[] {
  const route = (method: Route['method'], template: string, handle: Route['handle']): Route => ({
    method,
    template,
    botAuthorization: true,
    handle,
  });

  const guildOf = ({ params }: RouteRequest): GuildState => {
    const guild = state.guild(params.guildId ?? '');
    if (!guild) throw discordFailure('unknownGuild');
    return guild;
  };
  const channelOf = ({ params }: RouteRequest): ChannelState => {
    const channel = state.liveChannel(params.channelId ?? '');
    if (!channel) throw discordFailure('unknownChannel');
    return channel;
  };
  const messageOf = (request: RouteRequest): EmulatedMessage => {
    const channel = channelOf(request);
    const message = state.messages.get(request.params.messageId ?? '');
    if (!message || message.channelId !== channel.id) throw discordFailure('unknownMessage');
    return message;
  };
  const ownApplication = ({ params }: RouteRequest): void => {
    if (params.applicationId !== state.identity.applicationId) throw discordFailure('missingAccess');
  };
  const commandScope = (request: RouteRequest): { scope: string; guildId: string | undefined } => {
    ownApplication(request);
    if (request.params.guildId === undefined) return { scope: EmulatorState.globalScope, guildId: undefined };
    // Discord answers Missing Access, not Unknown Guild, for a guild the bot is not in.
    if (!state.guild(request.params.guildId)) throw discordFailure('missingAccess');
    return { scope: request.params.guildId, guildId: request.params.guildId };
  };
  const putCommands = (request: RouteRequest) => {
    const { scope, guildId } = commandScope(request);
    return { status: 200, body: registerCommands(state, scope, guildId, request.body) };
  };
  const getCommands = (request: RouteRequest) => ({
    status: 200,
    body: state.commandsIn(commandScope(request).scope),
  });

  return [
    route('GET', '/gateway/bot', () => ({
      status: 200,
      body: {
        url: gatewayUrl(),
        shards: 1,
        session_start_limit: { total: 1000, remaining: 1000, reset_after: 0, max_concurrency: 1 },
      },
    })),
    route('GET', '/users/@me', () => ({ status: 200, body: wireBotUser(state) })),
    route('GET', '/applications/@me', () => ({ status: 200, body: wireApplication(state) })),
    route('PUT', '/applications/:applicationId/commands', putCommands),
    route('GET', '/applications/:applicationId/commands', getCommands),
    route('PUT', '/applications/:applicationId/guilds/:guildId/commands', putCommands),
    route('GET', '/applications/:applicationId/guilds/:guildId/commands', getCommands),
    route('GET', '/guilds/:guildId', (request) => ({ status: 200, body: wireGuild(guildOf(request)) })),
    route('GET', '/guilds/:guildId/channels', (request) => ({
      status: 200,
      body: state
        .guildChannels(guildOf(request).id)
        .map((channel, position) => wireChannel(state, channel, position)),
    })),
    route('GET', '/guilds/:guildId/members/:userId', (request) => {
      const guild = guildOf(request);
      const userId = request.params.userId;
      if (userId === state.identity.botUserId) return { status: 200, body: wireMember(wireBotUser(state)) };
      const user = [...state.interactions.values()].find(
        (interaction) => interaction.guildId === guild.id && interaction.user.id === userId,
      )?.user;
      if (!user) throw discordFailure('unknownMember');
      return { status: 200, body: wireMember(wireUser(user)) };
    }),
    route('GET', '/channels/:channelId', (request) => ({
      status: 200,
      body: wireChannel(state, channelOf(request)),
    })),
    route('POST', '/channels/:channelId/messages', (request) => {
      const channel = channelOf(request);
      if (channel.access === 'denied') throw discordFailure('missingPermissions');
      const body = parseMessageBody(request.body, [], 'create');
      const attachments = newMessageAttachments(state, body, request.files, []);
      const fault = state.takePostFault(channel.id, request.body);
      if (fault && !fault.afterCreating) throw injectedFailure(fault);
      const repeated = state.messageForNonce(channel.id, body);
      if (repeated) return { status: 200, body: wireMessage(state, repeated) };
      const message = state.createMessage(channel, body, undefined, attachments);
      state.rememberNonce(message, body);
      if (fault) throw injectedFailure(fault);
      return { status: 200, body: wireMessage(state, message) };
    }),
    route('GET', '/channels/:channelId/messages', (request) => {
      const channel = channelOf(request);
      // Discord answers an empty list where the bot may not read the history.
      if (channel.access === 'no-history') return { status: 200, body: [] };
      return {
        status: 200,
        body: listMessages(state, channel.id, request.query).map((m) => wireMessage(state, m)),
      };
    }),
    route('GET', '/channels/:channelId/messages/:messageId', (request) => ({
      status: 200,
      body: wireMessage(state, messageOf(request)),
    })),
    route('PATCH', '/channels/:channelId/messages/:messageId', (request) => {
      const message = messageOf(request);
      const wait = state.oldMessageEditWait(message);
      if (wait > 0) throw oldMessageEditLimit(wait);
      editMessageWithFiles(state, message, request.body, request.files, []);
      return { status: 200, body: wireMessage(state, message) };
    }),
    route('DELETE', '/channels/:channelId/messages/:messageId', (request) => {
      state.deleteMessage(messageOf(request).id);
      return { status: 204 };
    }),
  ];
}

/** Replaces the scope's commands, keeping the id of a command registered again under the same name, as Discord does. */
function registerCommands(
  state: EmulatorState,
  scope: string,
  guildId: string | undefined,
  body: unknown,
): RegisteredCommand[] {
  const definitions = commandListSchema.safeParse(body);
  if (!definitions.success) throw invalidFormBody(structureIssues(definitions.error, []));
  const previous = state.commandsIn(scope);
  const registered = definitions.data.map((definition): RegisteredCommand => {
    const type = definition.type ?? ApplicationCommandType.ChatInput;
    const kept = previous.find((command) => command.name === definition.name && command.type === type);
    return {
      ...definition,
      type,
      description: definition.description ?? '',
      default_member_permissions: definition.default_member_permissions ?? null,
      id: kept?.id ?? state.nextId(),
      application_id: state.identity.applicationId,
      version: state.nextId(),
      ...(guildId === undefined ? {} : { guild_id: guildId }),
    };
  });
  state.commands.set(scope, registered);
  return registered;
}

/**
 * A page of the channel's messages as Discord answers it: at most `limit` (1-100, default 50), newest first;
 * with `after`, the oldest ones after that id; with `before`, the newest ones before it. No nonces.
 */
function listMessages(state: EmulatorState, channelId: string, query: URLSearchParams) {
  const limit = Math.min(100, Math.max(1, Number(query.get('limit') ?? 50) || 50));
  const byId = (a: EmulatedMessage, b: EmulatedMessage) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1);
  const ascending = state.channelMessages(channelId).sort(byId);
  const afterId = query.get('after');
  if (afterId !== null) {
    const after = BigInt(afterId);
    return ascending
      .filter((message) => BigInt(message.id) > after)
      .slice(0, limit)
      .reverse();
  }
  const beforeId = query.get('before');
  const before = beforeId === null ? undefined : BigInt(beforeId);
  return ascending
    .filter((message) => before === undefined || BigInt(message.id) < before)
    .slice(-limit)
    .reverse();
}

function injectedFailure(fault: PostFault): DiscordApiFailure {
  return new DiscordApiFailure(fault.status, fault.code ?? 0, `injected failure ${fault.status}`);
}
