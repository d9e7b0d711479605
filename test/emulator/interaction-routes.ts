import { InteractionResponseType, InteractionType, MessageFlags } from 'discord.js';
import { parseAutocompleteData, parseMessageBody, parseModalData } from './bodies.js';
import { DiscordApiFailure, discordFailure, invalidFormBody } from './errors.js';
import type { Route, RouteRequest, RouteResponse, UploadedFile } from './http.js';
import { structureIssues } from './limits.js';
import { createMessageWithFiles, editMessageWithFiles } from './message-writes.js';
import { callbackBodySchema } from './payloads.js';
import type {
  CallbackRecord,
  ChannelState,
  EmulatedMessage,
  EmulatorState,
  InteractionRecord,
} from './state.js';
import { wireMessage } from './wire.js';

/** Discord forgets an interaction that was not answered within 3 s. */
const callbackDeadlineMs = 3_000;

const allowedCallbackTypes: Record<InteractionType, readonly InteractionResponseType[]> = {
  [InteractionType.Ping]: [InteractionResponseType.Pong],
  [InteractionType.ApplicationCommand]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.Modal,
  ],
  [InteractionType.MessageComponent]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.DeferredMessageUpdate,
    InteractionResponseType.UpdateMessage,
    InteractionResponseType.Modal,
  ],
  [InteractionType.ApplicationCommandAutocomplete]: [
    InteractionResponseType.ApplicationCommandAutocompleteResult,
  ],
  [InteractionType.ModalSubmit]: [
    InteractionResponseType.ChannelMessageWithSource,
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.DeferredMessageUpdate,
    InteractionResponseType.UpdateMessage,
  ],
};

function isAcknowledged(interaction: InteractionRecord): boolean {
  return interaction.callbacks.some((callback) => callback.status < 300);
}

/** Interaction callbacks and the interaction webhook (edits, follow-ups): authorized by the interaction token. */
export function interactionRoutes(state: EmulatorState): Route[] {
  const route = (method: Route['method'], template: string, handle: Route['handle']): Route => ({
    method,
    template,
    botAuthorization: false,
    handle,
  });

  const channelOf = (interaction: InteractionRecord): ChannelState => {
    const channel = state.channels.get(interaction.channelId);
    if (!channel) throw discordFailure('unknownChannel');
    return channel;
  };
  const originalOf = (interaction: InteractionRecord): EmulatedMessage | undefined =>
    interaction.originalMessageId === undefined
      ? undefined
      : state.messages.get(interaction.originalMessageId);

  const applyCallback = (
    interaction: InteractionRecord,
    record: CallbackRecord,
    data: unknown,
    files: readonly UploadedFile[],
  ): void => {
    switch (record.type) {
      case InteractionResponseType.ChannelMessageWithSource: {
        const created = createMessageWithFiles(
          state,
          channelOf(interaction),
          data,
          files,
          ['data'],
          interaction.id,
        );
        record.message = created.body;
        interaction.originalMessageId = created.message.id;
        interaction.answered = true;
        return;
      }
      case InteractionResponseType.DeferredChannelMessageWithSource: {
        // Discord shows a "thinking" message at once; the first edit or follow-up replaces it.
        const ephemeral =
          (parseMessageBody(data ?? {}, ['data'], 'edit').flags ?? 0) & MessageFlags.Ephemeral;
        const placeholder = state.createMessage(
          channelOf(interaction),
          { flags: MessageFlags.Loading | ephemeral },
          interaction.id,
        );
        interaction.originalMessageId = placeholder.id;
        interaction.answered = false;
        return;
      }
      case InteractionResponseType.DeferredMessageUpdate:
        interaction.answered = false;
        return;
      case InteractionResponseType.UpdateMessage: {
        const original = originalOf(interaction);
        if (!original) throw discordFailure('unknownMessage');
        record.message = editMessageWithFiles(state, original, data, files, ['data']);
        interaction.answered = true;
        return;
      }
      case InteractionResponseType.ApplicationCommandAutocompleteResult:
        record.choices = parseAutocompleteData(data, ['data']).choices;
        interaction.choices = record.choices;
        interaction.answered = true;
        return;
      case InteractionResponseType.Modal:
        record.modal = parseModalData(data, ['data']);
        interaction.modal = record.modal;
        interaction.answered = true;
        return;
    }
  };

  const callbackResponse = (interaction: InteractionRecord, type: number): RouteResponse => {
    const original = originalOf(interaction);
    const showsMessage =
      type === InteractionResponseType.ChannelMessageWithSource ||
      type === InteractionResponseType.DeferredChannelMessageWithSource ||
      type === InteractionResponseType.UpdateMessage;
    const message = showsMessage && original ? original : undefined;
    return {
      status: 200,
      body: {
        interaction: {
          id: interaction.id,
          type: interaction.type,
          response_message_id: message?.id,
          response_message_loading: message ? (message.flags & MessageFlags.Loading) !== 0 : undefined,
          response_message_ephemeral: message ? (message.flags & MessageFlags.Ephemeral) !== 0 : undefined,
        },
        resource: message ? { type, message: wireMessage(state, message) } : { type },
      },
    };
  };

  const handleCallback = (request: RouteRequest): RouteResponse => {
    const interaction = state.interactions.get(request.params.interactionId ?? '');
    if (!interaction || interaction.token !== request.params.token)
      throw discordFailure('unknownInteraction');
    const envelope = callbackBodySchema.safeParse(request.body);
    if (!envelope.success) throw invalidFormBody(structureIssues(envelope.error, []));
    const acknowledged = isAcknowledged(interaction);
    const record: CallbackRecord = { type: envelope.data.type, status: 0, at: performance.now() };
    interaction.callbacks.push(record);
    try {
      if (record.at - interaction.sentAt > callbackDeadlineMs) throw discordFailure('unknownInteraction');
      if (acknowledged) throw discordFailure('alreadyAcknowledged');
      const allowed = allowedCallbackTypes[interaction.type];
      if (!allowed.includes(record.type)) {
        throw invalidFormBody([
          {
            path: 'type',
            code: 'BASE_TYPE_CHOICES',
            message: `Value must be one of {${allowed.join(', ')}}.`,
          },
        ]);
      }
      applyCallback(interaction, record, envelope.data.data, request.files);
      const response =
        request.query.get('with_response') === 'true'
          ? callbackResponse(interaction, record.type)
          : { status: 204 };
      record.status = response.status;
      return response;
    } catch (error) {
      record.status = error instanceof DiscordApiFailure ? error.status : 500;
      throw error;
    }
  };

  /** The interaction a webhook token belongs to; usable once the interaction was acknowledged. */
  const webhookInteraction = ({ params }: RouteRequest): InteractionRecord => {
    const interaction =
      params.applicationId === state.identity.applicationId
        ? state.interactionByToken(params.token ?? '')
        : undefined;
    if (!interaction || !isAcknowledged(interaction)) throw discordFailure('unknownWebhook');
    return interaction;
  };
  const webhookMessage = (
    request: RouteRequest,
  ): { interaction: InteractionRecord; message: EmulatedMessage } => {
    const interaction = webhookInteraction(request);
    const reference = request.params.messageRef;
    const id = reference === '@original' ? interaction.originalMessageId : reference;
    const belongs =
      id !== undefined && (id === interaction.originalMessageId || interaction.followUpIds.includes(id));
    const message = belongs ? state.messages.get(id) : undefined;
    if (!message) throw discordFailure('unknownMessage');
    return { interaction, message };
  };
  /** Edits keep the message's flags, except that the first edit ends a deferral's loading state. */
  const editFromWebhook = (
    interaction: InteractionRecord,
    message: EmulatedMessage,
    request: RouteRequest,
  ): void => {
    editMessageWithFiles(state, message, request.body, request.files, [], true);
    interaction.answered = true;
  };

  return [
    route('POST', '/interactions/:interactionId/:token/callback', handleCallback),
    route('POST', '/webhooks/:applicationId/:token', (request) => {
      const interaction = webhookInteraction(request);
      const original = originalOf(interaction);
      let message: EmulatedMessage;
      if (original && (original.flags & MessageFlags.Loading) !== 0) {
        // After a deferred reply, the first follow-up fills the "thinking" message instead of adding one.
        editFromWebhook(interaction, original, request);
        message = original;
      } else {
        message = createMessageWithFiles(
          state,
          channelOf(interaction),
          request.body,
          request.files,
          [],
          interaction.id,
        ).message;
        interaction.followUpIds.push(message.id);
        interaction.answered = true;
      }
      return request.query.get('wait') === 'true'
        ? { status: 200, body: wireMessage(state, message) }
        : { status: 204 };
    }),
    route('GET', '/webhooks/:applicationId/:token/messages/:messageRef', (request) => ({
      status: 200,
      body: wireMessage(state, webhookMessage(request).message),
    })),
    route('PATCH', '/webhooks/:applicationId/:token/messages/:messageRef', (request) => {
      const { interaction, message } = webhookMessage(request);
      editFromWebhook(interaction, message, request);
      return { status: 200, body: wireMessage(state, message) };
    }),
    route('DELETE', '/webhooks/:applicationId/:token/messages/:messageRef', (request) => {
      state.deleteMessage(webhookMessage(request).message.id);
      return { status: 204 };
    }),
  ];
}
