import { channelMention, ButtonStyle, ComponentType, type APIButtonComponent } from 'discord.js';
import { z } from 'zod';
import type { Subcommand } from '../../src/discord/command.js';
import { defineComponent } from '../../src/discord/command.js';
import type { BotContext } from '../../src/discord/context.js';
import { describe } from '../../src/discord/command-text.js';
import { addServerOption, serverLabel } from '../../src/discord/server-option.js';
import { addPostingChannelOption, givenPostingChannel } from '../../src/discord/channel-option.js';
import { defineGuildPagedView, previousNext, type PageButtons } from '../../src/discord/paged-view.js';
import type { AuditInteraction } from '../../src/discord/audit-log.js';
import { alertSilenceId } from '../../src/render/alert-buttons.js';
import { defineCustomId } from '../../src/render/custom-ids.js';
import { UserError } from '../../src/render/errors.js';
import { discordTime, escapeApiText } from '../../src/render/format.js';
import { joinLinesWithin } from '../../src/render/limits.js';
import type { MessagePayload } from '../../src/render/message.js';
import { silenceKindsText } from '../../src/render/silences.js';
import {
  defaultSilenceKinds,
  maxSilenceReasonLength,
  silenceId,
  silenceKinds,
  type AuditInputs,
  type Silence,
  type SilenceKind,
} from '../../src/store/index.js';
import { phrase, translatorFor, type Translator } from '../../src/i18n/index.js';
import { serverIdOption } from './options.js';

// `/alerts silence`, `/alerts silences` with its End now buttons, and the alert posts' Silence 1 h: a guild's
// members hold back alerts for a while (a maintenance) in its own channels, for the servers it may see.

/** The durations offered, in minutes: half an hour to a week. */
const durations = [30, 60, 120, 240, 480, 720, 1440, 2880, 4320, 10080] as const;
type Duration = (typeof durations)[number];
/** What the alert posts' button holds back, and for how long: the default kinds, an hour. */
const buttonMinutes = 60;

const kindChoices = ['default', 'all', ...silenceKinds] as const;
const kindChoiceSchema = z.enum(kindChoices);
const kindsOf: Record<(typeof kindChoices)[number], readonly SilenceKind[]> = {
  default: defaultSilenceKinds,
  all: silenceKinds,
  status: ['status'],
  usage: ['usage'],
  game: ['game'],
  activity: ['activity'],
};

/** A silence page shows this many, each with its End now button: one row of five. */
const silencesPerPage = 5;

type Asked = {
  serverId: string | null;
  channelId: string | null;
  minutes: number;
  reason: string | undefined;
  kinds: readonly SilenceKind[];
};

const memberOf = (interaction: AuditInteraction) => ({
  id: interaction.user.id,
  name: interaction.member?.displayName ?? interaction.user.username,
});

/** Where and what a silence covers, in the reader's words. */
function scopeWords(
  silence: Pick<Silence, 'serverId' | 'serverName' | 'channelId' | 'kinds'>,
  t: Translator,
) {
  return {
    kinds: silenceKindsText(silence.kinds, t),
    what:
      silence.serverId === null
        ? t.t('silence.everyServer')
        : serverLabel(silence.serverId, silence.serverName),
    where: silence.channelId === null ? t.t('silence.everyChannel') : channelMention(silence.channelId),
  };
}

const untilWords = (until: number) => ({
  until: discordTime(new Date(until).toISOString(), 'f') ?? '',
  relative: discordTime(new Date(until).toISOString(), 'R') ?? '',
});

/** The silence as the audit trail keeps it. */
function auditInputs(asked: Asked): AuditInputs {
  return {
    ...(asked.channelId === null ? {} : { channel: { kind: 'channel', id: asked.channelId } }),
    duration: { kind: 'duration', seconds: asked.minutes * 60 },
    kinds: asked.kinds.join(', '),
    ...(asked.reason === undefined ? {} : { reason: asked.reason }),
  };
}

/**
 * Sets a silence for the asking guild, within its quota and its access: a server it may not see is refused
 * as a missing one, and its channels are its own (the option offers no other guild's, the button is in one).
 */
async function setSilence(
  interaction: AuditInteraction & { locale: string },
  context: BotContext,
  asked: Asked,
): Promise<MessagePayload> {
  const t = translatorFor(interaction.locale);
  const { guildId } = interaction;
  let serverName: string | undefined;
  if (asked.serverId !== null) {
    await context.access.requireServer(guildId, asked.serverId);
    serverName = await context.servers.nameOf(asked.serverId);
  }
  const setAt = context.now();
  const silence: Silence = {
    id: silenceId(guildId, setAt, interaction.id),
    guildId,
    guildName: interaction.guild.name,
    channelId: asked.channelId,
    serverId: asked.serverId,
    ...(serverName === undefined ? {} : { serverName }),
    kinds: [...asked.kinds],
    ...(asked.reason === undefined ? {} : { reason: asked.reason }),
    setBy: memberOf(interaction),
    setAt,
    until: setAt + asked.minutes * 60_000,
  };
  await context.quotas.require('silences', guildId, silence.id);
  await context.store.silences.add(silence);
  return {
    content: t.t('silence.set', { ...scopeWords(silence, t), ...untilWords(silence.until) }),
    ...(silence.reason === undefined
      ? {}
      : { embeds: [{ description: t.t('silence.list.reason', { reason: escapeApiText(silence.reason) }) }] }),
  };
}

export const silenceSubcommand: Subcommand = {
  scopes: ['ops', 'community'],
  level: 'operate',
  ephemeral: false,
  audits: 'alerts.silence',
  define: (sub) =>
    addPostingChannelOption(
      addServerOption(
        sub.setDescription(describe('command.alerts.silence')).addIntegerOption((option) =>
          option
            .setName('duration')
            .setDescription(describe('command.alerts.silence.duration'))
            .setRequired(true)
            .addChoices(
              ...durations.map((minutes) => ({
                name: describe(`command.alerts.silence.duration.${minutes}`),
                value: minutes,
              })),
            ),
        ),
        { required: false, description: describe('command.alerts.silence.server') },
      )
        .addStringOption((option) =>
          option
            .setName('reason')
            .setDescription(describe('command.alerts.silence.reason'))
            .setMaxLength(maxSilenceReasonLength),
        )
        .addStringOption((option) =>
          option
            .setName('kinds')
            .setDescription(describe('command.alerts.silence.kinds'))
            .addChoices(
              ...kindChoices.map((kind) => ({
                name: describe(`command.alerts.silence.kinds.${kind}`),
                value: kind,
              })),
            ),
        ),
      { required: false, description: describe('command.alerts.silence.channel') },
    ),
  async execute(interaction, context, audit) {
    const minutes = z
      .number()
      .refine((value): value is Duration => (durations as readonly number[]).includes(value))
      .parse(interaction.options.getInteger('duration', true));
    const kinds = kindsOf[kindChoiceSchema.parse(interaction.options.getString('kinds') ?? 'default')];
    const reason =
      interaction.options.getString('reason')?.trim().slice(0, maxSilenceReasonLength) || undefined;
    const asked: Asked = {
      serverId: serverIdOption(interaction),
      channelId: givenPostingChannel(interaction)?.id ?? null,
      minutes,
      reason,
      kinds,
    };
    return audit.track(
      { inputs: auditInputs(asked), ...(asked.serverId === null ? {} : { server: { id: asked.serverId } }) },
      () => setSilence(interaction, context, asked),
    );
  },
};

/** An alert post's Silence 1 h: the same as `/alerts silence` for that server, that channel, an hour. */
export const alertSilenceButton = defineComponent(alertSilenceId, {
  level: 'operate',
  audits: 'alerts.silence',
  async execute(interaction, { serverId }, context) {
    const asked: Asked = {
      serverId,
      channelId: interaction.channelId,
      minutes: buttonMinutes,
      reason: undefined,
      kinds: defaultSilenceKinds,
    };
    const payload = await context.audit.track(
      interaction,
      { action: 'alerts.silence', inputs: auditInputs(asked), server: { id: serverId } },
      () => setSilence(interaction, context, asked),
    );
    return { kind: 'reply', payload };
  },
});

/** Another page of the clicking guild's silences. */
const silencesPageId = defineCustomId('silences-page', z.object({ page: z.coerce.number().int().min(1) }), [
  'page',
]);

/** End now: the silence's id, and the page to show again once it is over. */
const silenceEndId = defineCustomId(
  'silence-end',
  z.object({ page: z.coerce.number().int().min(1), id: z.string().min(1) }),
  ['page', 'id'],
);

/** The silences holding now: one ended or past its time waits for the lease holder, but no longer holds. */
async function holding(guildId: string, context: BotContext): Promise<Silence[]> {
  const now = context.now();
  return (await context.store.silences.ofGuild(guildId)).filter(
    (silence) => silence.ended === undefined && silence.until > now,
  );
}

async function renderSilences(
  guildId: string,
  requestedPage: number,
  context: BotContext,
  buttons: PageButtons<{ page: number }>,
  t: Translator,
): Promise<MessagePayload> {
  const silences = await holding(guildId, context);
  if (silences.length === 0) return { content: t.t('silence.list.none'), embeds: [], components: [] };
  const pages = Math.ceil(silences.length / silencesPerPage);
  const page = Math.min(requestedPage, pages);
  const first = (page - 1) * silencesPerPage;
  const shown = silences.slice(first, first + silencesPerPage);
  const lines = shown.flatMap((silence, index) => {
    const line = t.t('silence.list.line', {
      number: first + index + 1,
      ...scopeWords(silence, t),
      ...untilWords(silence.until),
      member: escapeApiText(silence.setBy.name),
    });
    return silence.reason === undefined
      ? [line]
      : [line, `-# ${t.t('silence.list.reason', { reason: escapeApiText(silence.reason) })}`];
  });
  const endButtons: APIButtonComponent[] = shown.flatMap((silence, index) => {
    const customId = silenceEndId.buildIfFits({ page, id: silence.id });
    return customId === undefined
      ? []
      : [
          {
            type: ComponentType.Button,
            style: ButtonStyle.Danger,
            label: t.t('silence.endNow', { number: first + index + 1 }),
            custom_id: customId,
          },
        ];
  });
  return {
    content: '',
    embeds: [
      {
        title: t.t('silence.list.title'),
        description: joinLinesWithin(lines, t),
        color: 0x95a5a6,
        footer: { text: t.t('silence.list.footer', { page, pages, count: silences.length }) },
      },
    ],
    components: [
      ...(endButtons.length === 0
        ? []
        : [{ type: ComponentType.ActionRow as const, components: endButtons }]),
      ...buttons(previousNext(page, { hasPrevious: page > 1, hasNext: page < pages })),
    ],
  };
}

const silenceList = defineGuildPagedView(silencesPageId, 'read', (guildId, place, context, buttons, t) =>
  renderSilences(guildId, place?.page ?? 1, context, buttons, t),
);

/** Previous / Next under `/alerts silences`. */
export const silencesPageButtons = silenceList.buttons;

export const silencesSubcommand: Subcommand = {
  scopes: ['ops', 'community'],
  level: 'read',
  ephemeral: false,
  define: (sub) => sub.setDescription(describe('command.alerts.silences')),
  execute: (interaction, context) => silenceList.open(interaction, context),
};

/**
 * End now: ends the silence once, whoever clicks first on whichever instance; the lease holder then posts
 * what is still wrong. Another guild's silence reads as one already over.
 */
export const silenceEndButton = defineComponent(silenceEndId, {
  level: 'operate',
  audits: 'alerts.silence.end',
  async execute(interaction, { page, id }, context) {
    const t = translatorFor(interaction.locale);
    const stored = await context.store.silences.get(id);
    if (stored === undefined || stored.guildId !== interaction.guildId)
      throw new UserError(phrase('silence.gone'));
    const inputs: AuditInputs = {
      ...(stored.channelId === null ? {} : { channel: { kind: 'channel', id: stored.channelId } }),
      ...(stored.reason === undefined ? {} : { reason: stored.reason }),
    };
    const server =
      stored.serverId === null ? {} : { server: { id: stored.serverId, name: stored.serverName } };
    const result = await context.audit.track(
      interaction,
      { action: 'alerts.silence.end', inputs, ...server },
      async () => {
        const ended = await context.store.silences.end(id, context.now(), memberOf(interaction));
        if (ended.outcome !== 'ended') throw new UserError(phrase('silence.gone'));
        return ended.silence;
      },
    );
    const list = await silenceList.page(interaction.guildId, { page }, context, t);
    const said = t.t('silence.endedNow', {
      ...scopeWords(result, t),
      member: escapeApiText(memberOf(interaction).name),
    });
    const content = [said, list.content].filter(Boolean).join('\n');
    return { kind: 'update', payload: { ...list, content } };
  },
});
