import type { ChatInputCommandInteraction } from 'discord.js';
import type { BotContext } from '../../src/discord/context.js';
import { requirePosting } from '../../src/delivery/permissions.js';
import { UserError } from '../../src/render/errors.js';
import type { MessagePayload } from '../../src/render/message.js';
import { formatDuration } from '../../src/render/format.js';
import { usageWatchId, type AuditInputs, type UsageWatch } from '../../src/store/index.js';
import { usageMetrics } from '../../src/usage/figures.js';
import type { Subcommand } from '../../src/discord/command.js';
import { postingChannel, type PostingChannel } from '../../src/discord/channel-option.js';
import { serverIdOption, watchedServer, withChannelAndServer, alertLine } from './options.js';
import { phrase, translatorFor, type Translator } from '../../src/i18n/index.js';
import { describe } from '../../src/discord/command-text.js';

const defaultUsageMinutes = 5;

function thresholdsText(watch: Pick<UsageWatch, 'cpu' | 'ram' | 'disk' | 'minutes'>, t: Translator): string {
  const parts = usageMetrics.flatMap((metric) => {
    const threshold = watch[metric];
    return threshold === undefined ? [] : [t.t('alerts.usage.threshold', { metric, threshold })];
  });
  return t.t('alerts.usage.thresholdsFor', { thresholds: t.list(parts), minutes: watch.minutes });
}

export function usageWatchLine(
  watch: UsageWatch,
  linked: readonly string[] | undefined,
  serverName: string | undefined,
  t: Translator,
): string {
  return alertLine(
    watch,
    linked,
    serverName,
    {
      resumeWith: '/alerts usage',
      detail: t.t('alerts.list.usage', { thresholds: thresholdsText(watch, t) }),
    },
    t,
  );
}

/** Watches a server's usage from the channel; `/alerts usage` records its outcome around this. */
async function watchUsage(
  interaction: ChatInputCommandInteraction<'cached'>,
  context: BotContext,
  channel: PostingChannel,
  serverId: string | null,
): Promise<MessagePayload> {
  const t = translatorFor(interaction.locale);
  const thresholds = Object.fromEntries(
    usageMetrics.flatMap((metric) => {
      const value = interaction.options.getInteger(metric);
      return value === null ? [] : [[metric, value]];
    }),
  );
  if (Object.keys(thresholds).length === 0) throw new UserError(phrase('alerts.usage.noThreshold'));
  const minutes = interaction.options.getInteger('minutes') ?? defaultUsageMinutes;
  const { what, serverName } = await watchedServer(interaction, context, serverId, t);
  await requirePosting(channel);
  const watch: UsageWatch = {
    guildId: interaction.guildId,
    guildName: interaction.guild.name,
    channelId: channel.id,
    serverId,
    ...(serverName === undefined ? {} : { serverName }),
    ...thresholds,
    minutes,
    createdAt: new Date(context.now()).toISOString(),
  };
  const servers = serverId === null ? 0 : 1;
  await context.quotas.require('usage_watches', interaction.guildId, usageWatchId(watch));
  await context.store.usage.putWatch(watch);
  const pace = context.usage.samplingPace(minutes, servers);
  const every = formatDuration(pace.intervalMs / 1000, t);
  return {
    content: [
      t.t('alerts.usage.watching', {
        channel: channel.toString(),
        what,
        thresholds: thresholdsText(watch, t),
      }),
      pace.clamped
        ? t.t('alerts.usage.paceClamped', { every, minutes })
        : t.t('alerts.usage.pace', { every }),
      t.t('alerts.usage.howToStop'),
    ].join('\n'),
  };
}

/** The watch as the audit trail keeps it: the channel as a mention, thresholds in percent, the window. */
function usageAuditInputs(
  interaction: ChatInputCommandInteraction<'cached'>,
  channelId: string,
): AuditInputs {
  const inputs: AuditInputs = { channel: { kind: 'channel', id: channelId }, kind: 'usage' };
  for (const metric of usageMetrics) {
    const value = interaction.options.getInteger(metric);
    if (value !== null) inputs[metric] = { kind: 'percent', value };
  }
  const minutes = interaction.options.getInteger('minutes') ?? defaultUsageMinutes;
  inputs.minutes = { kind: 'duration', seconds: minutes * 60 };
  return inputs;
}

export const usageSubcommand: Subcommand = {
  scopes: ['ops', 'community'],
  level: 'operate',
  ephemeral: false,
  audits: 'alerts.subscribe',
  define: (sub) => {
    const withTarget = withChannelAndServer(sub.setDescription(describe('command.alerts.usage')), 'usage');
    for (const metric of usageMetrics)
      withTarget.addIntegerOption((option) =>
        option
          .setName(metric)
          .setDescription(describe(`command.alerts.usage.${metric}`))
          .setMinValue(1)
          .setMaxValue(100),
      );
    return withTarget.addIntegerOption((option) =>
      option
        .setName('minutes')
        .setDescription(describe('command.alerts.usage.minutes'))
        .setMinValue(1)
        .setMaxValue(120),
    );
  },
  async execute(interaction, context, audit) {
    const channel = postingChannel(interaction);
    const serverId = serverIdOption(interaction);
    return audit.track(
      {
        inputs: usageAuditInputs(interaction, channel.id),
        ...(serverId === null ? {} : { server: { id: serverId } }),
      },
      () => watchUsage(interaction, context, channel, serverId),
    );
  },
};
