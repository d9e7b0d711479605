import { ButtonStyle, ComponentType, channelMention, type APIEmbed } from 'discord.js';
import { statusKind, type ActivityEntry, type Server } from '../api/index.js';
import { alertInfoId, alertResourcesId, modUpdateId } from '../render/alert-buttons.js';
import { truncate } from '../render/text.js';
import { activitySentence } from '../render/activity-text.js';
import { connectAddress } from '../game/address.js';
import {
  discordTime,
  escapeApiText,
  formatDuration,
  formatGb,
  inlineCode,
  statusLabel,
  statusStyle,
} from '../render/format.js';
import { connectLine } from '../render/servers.js';
import { gameAlertEmbed } from '../render/game.js';
import type { OpsNotice } from '../delivery/relay.js';
import type { MessagePayload } from '../render/message.js';
import { usageMetricLabels } from '../usage/figures.js';
import type { Notice, ServerSnapshot, StoredEntry } from './state.js';

/** One entry stays short enough that a burst shares a message. */
const maxLineLength = 600;
/** The timeline line of an entry, as `/server activity` shows it. */
export function storedEntry(key: string, entry: ActivityEntry): StoredEntry {
  return { key, line: truncate(activitySentence(entry), maxLineLength) };
}

export function serverSnapshot(server: Server): ServerSnapshot {
  const snapshot: ServerSnapshot = { id: server.id, name: server.name, status: server.status };
  if (server.ramGb !== undefined) snapshot.ramGb = server.ramGb;
  if (server.game !== undefined) snapshot.game = server.game;
  if (server.gameType !== undefined) snapshot.gameType = server.gameType;
  if (server.gameVersion !== undefined) snapshot.gameVersion = server.gameVersion;
  const address = connectAddress(server)?.address;
  if (address !== undefined) snapshot.address = address;
  return snapshot;
}

function serverLabel(serverId: string, name: string | undefined): string {
  return name ? `**${escapeApiText(name)}** ${inlineCode(serverId)}` : inlineCode(serverId);
}
function provisionedEmbed(server: ServerSnapshot): APIEmbed {
  const failed = statusKind(server.status) === 'failed';
  const running = statusKind(server.status) === 'running';
  const game = [server.game, server.gameType, server.gameVersion]
    .filter((part): part is string => Boolean(part))
    .map(escapeApiText)
    .join(' · ');
  const { symbol, colour } = statusStyle(server.status);
  const name = escapeApiText(server.name);
  const outcome = failed
    ? `The server reports ${inlineCode(server.status)}. Delete it and create it again; ` +
      'if it keeps failing, contact support.'
    : `${inlineCode(server.id)} is set up and reports ${inlineCode(server.status)}.`;
  return {
    title: failed
      ? `${symbol} Provisioning failed: ${name}`
      : running
        ? `${symbol} ${name} is ready`
        : `${symbol} ${name} finished provisioning`,
    // Where players connect comes first: it is what the reader came for.
    description: server.address && !failed ? `${connectLine(server.address)}\n${outcome}` : outcome,
    color: colour,
    fields: [
      { name: 'Server id', value: inlineCode(server.id), inline: true },
      { name: 'Status', value: escapeApiText(statusLabel(server.status)), inline: true },
      ...(server.ramGb === undefined ? [] : [{ name: 'RAM', value: formatGb(server.ramGb), inline: true }]),
      ...(game ? [{ name: 'Game', value: game, inline: true }] : []),
    ],
  };
}

/** The message a notice becomes, for a channel post and for the edit of a `/server create` reply alike. */
export function renderNotice(notice: Notice, serverId: string, name: string | undefined): MessagePayload {
  switch (notice.kind) {
    case 'activity':
      return {
        embeds: [
          {
            title: `Activity · ${name === undefined ? serverId : escapeApiText(name)}`,
            description: notice.entries.map((entry) => entry.line).join('\n'),
            color: 0x5865f2,
            footer: {
              text: notice.skippedBefore
                ? `${serverId} · older entries of this burst were too many to read; see /server activity`
                : serverId,
            },
          },
        ],
      };
    case 'provisioned':
      return { embeds: [provisionedEmbed(notice.server)], components: alertActions(serverId) };
    case 'deleted':
      return {
        content: notice.whileProvisioning
          ? `🗑️ ${serverLabel(serverId, name)} was deleted while it was being provisioned; ` +
            'alerts for it have stopped.'
          : `🗑️ ${serverLabel(serverId, name)} no longer exists (deleted); alerts for it have stopped.`,
      };
    case 'usage':
      return { embeds: [usageEmbed(notice, serverId, name)], components: alertActions(serverId) };
    case 'status-down':
    case 'status-back':
      return { embeds: [statusEmbed(notice, serverId, name)], components: alertActions(serverId) };
    case 'game-silent':
      return {
        embeds: [gameAlertEmbed({ event: 'silent', ...notice }, serverId, name)],
        components: alertActions(serverId),
      };
    case 'game-answering':
      return {
        embeds: [gameAlertEmbed({ event: 'answering', ...notice }, serverId, name)],
        components: alertActions(serverId),
      };
    case 'mod-update':
      return modUpdatePost(notice, serverId);
    case 'note':
      return { embeds: [noteEmbed(notice, serverId)], components: alertActions(serverId) };
  }
}

/**
 * The next step from an alert: buttons that answer whoever clicks, privately, with the server's info or
 * resources. Their custom_ids hold the server id alone, so they work after a restart and on any instance.
 */
function alertActions(serverId: string): MessagePayload['components'] {
  const info = alertInfoId.buildIfFits({ serverId });
  const resources = alertResourcesId.buildIfFits({ serverId });
  if (info === undefined || resources === undefined) return [];
  const button = (label: string, customId: string) =>
    ({ type: ComponentType.Button, style: ButtonStyle.Secondary, label, custom_id: customId }) as const;
  return [
    {
      type: ComponentType.ActionRow,
      components: [button('Server info', info), button('Resources', resources)],
    },
  ];
}

/** A task's own words are shown as text, cut to what an embed holds. */
function noteEmbed(notice: Extract<Notice, { kind: 'note' }>, serverId: string): APIEmbed {
  return {
    title: truncate(escapeApiText(notice.title), 256),
    description: truncate(escapeApiText(notice.text), 4096),
    color: 0x5865f2,
    footer: { text: serverId },
  };
}

const iso = (at: number) => new Date(at).toISOString();
/** A status alert carries the activity log's entry of the change: one event, one post. */
const fromActivityLogLabel = 'From the activity log';
function statusEmbed(
  notice: Extract<Notice, { kind: 'status-down' | 'status-back' }>,
  serverId: string,
  name: string | undefined,
): APIEmbed {
  const shown = name === undefined ? serverId : escapeApiText(name);
  const { symbol, colour } = statusStyle(notice.status);
  const fields = notice.logLine === undefined ? [] : [{ name: fromActivityLogLabel, value: notice.logLine }];
  if (notice.kind === 'status-down')
    return {
      fields,
      title: `${symbol} ${shown} is down`,
      description:
        `${serverLabel(serverId, name)} reports ${inlineCode(notice.status)} since ` +
        `${discordTime(iso(notice.since), 'R')} (${discordTime(iso(notice.since), 'f')}).`,
      color: colour,
      footer: { text: `${serverId} · a post follows when it runs again` },
    };
  const downtime = formatDuration((notice.backAt - notice.downSince) / 1000);
  return {
    fields,
    title: `${symbol} ${shown} is back after ${downtime}`,
    description:
      `${serverLabel(serverId, name)} reports ${inlineCode(notice.status)} again: back after ${downtime} ` +
      `(down since ${discordTime(iso(notice.downSince), 'f')}).`,
    color: colour,
    footer: { text: serverId },
  };
}

/**
 * An update alert with its one-click "Update" button, which opens the install confirmation; ids too long
 * for a button leave the update to `/mods install`.
 */
function modUpdatePost(notice: Extract<Notice, { kind: 'mod-update' }>, serverId: string): MessagePayload {
  const fits = notice.fitsFor ? ` for ${escapeApiText(notice.fitsFor)}` : '';
  const beta = notice.newer.releaseType && notice.newer.releaseType !== 'release';
  const mod = escapeApiText(notice.modName);
  const customId = modUpdateId.buildIfFits({
    serverId,
    provider: notice.provider,
    modId: notice.modId,
    fileId: notice.newer.fileId,
  });
  return {
    embeds: [
      {
        title: `⬆️ Update available · ${mod} on ${escapeApiText(notice.serverName)}`,
        description: [
          `**${mod}** (${escapeApiText(notice.provider)}) has a newer release${fits} ` +
            `on ${serverLabel(serverId, notice.serverName)}.`,
          `Installed: ${escapeApiText(notice.installed.fileName)} ${inlineCode(notice.installed.fileId)}`,
          `New: **${escapeApiText(notice.newer.fileName)}** ${inlineCode(notice.newer.fileId)}` +
            `${beta ? ` (${escapeApiText(notice.newer.releaseType ?? '')})` : ''}`,
          customId
            ? 'Update asks for confirmation first; `/mods installed` lists every mod the bot installed.'
            : 'Update it with `/mods install` and the new file (it asks for confirmation first).',
        ].join('\n'),
        color: 0x3498db,
        footer: { text: serverId },
      },
    ],
    components: customId
      ? [
          {
            type: ComponentType.ActionRow,
            components: [
              {
                type: ComponentType.Button,
                style: ButtonStyle.Primary,
                label: 'Update',
                custom_id: customId,
              },
            ],
          },
        ]
      : [],
  };
}

function usageEmbed(
  notice: Extract<Notice, { kind: 'usage' }>,
  serverId: string,
  name: string | undefined,
): APIEmbed {
  const metric = usageMetricLabels[notice.metric];
  const fired = notice.event === 'fired';
  const sampled = discordTime(new Date(notice.sampledAt).toISOString(), 'R') ?? 'just now';
  return {
    title: fired
      ? `🔥 ${metric} above ${notice.threshold} % · ${name === undefined ? serverId : escapeApiText(name)}`
      : `✅ ${metric} back to normal · ${name === undefined ? serverId : escapeApiText(name)}`,
    description: [
      fired
        ? `${serverLabel(serverId, name)} has had ${metric} above ${notice.threshold} % for ` +
          `${notice.minutes} minute${notice.minutes === 1 ? '' : 's'}: now ${notice.value} %.`
        : `${serverLabel(serverId, name)} is back under ${notice.threshold} % ${metric}: ` +
          `now ${notice.value} %.`,
      `Figures read ${sampled}.`,
    ].join('\n'),
    color: fired ? 0xe67e22 : 0x2ecc71,
    footer: { text: `${serverId} · /alerts unsubscribe kind:usage stops these` },
  };
}

/**
 * Tells the ops guild that an alert was given up: it names the server and the failure, never the alert's
 * text.
 */
export function undeliveredNotice(
  channelId: string,
  guildName: string | undefined,
  serverId: string,
  serverName: string | undefined,
  reason: string,
): OpsNotice {
  const where = guildName ? ` in **${escapeApiText(guildName)}**` : '';
  return {
    content: [
      `⚠️ An alert about ${serverLabel(serverId, serverName)} could not be posted in ` +
        `${channelMention(channelId)} ${inlineCode(channelId)}${where}: ${escapeApiText(reason)}.`,
      'It was dropped so that later alerts for the server still go out. Until a post there succeeds, ' +
        'further alerts given up in that channel are only logged.',
    ].join('\n'),
  };
}
