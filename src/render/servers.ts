import type { APIEmbed, APIEmbedField } from 'discord.js';
import type { ActivityEntry, Pagination, ResourceUsage, Server } from '../api/index.js';
import type { JsonRecord } from '../api/shape.js';
import { joinLinesWithin } from './limits.js';
import { discordLength, truncateMiddle } from './text.js';
import { activitySentence } from './activity-text.js';
import { connectAddress } from '../game/address.js';
import { labelledValues, type LabelledValue } from './fields.js';
import {
  discordTime,
  escapeApiText,
  formatBytes,
  formatDuration,
  formatGb,
  gauge,
  inlineCode,
  plainApiText,
  statusLabel,
  statusStyle,
} from './format.js';
import type { Translator } from '../i18n/index.js';
import { usageMetricLabel } from '../usage/figures.js';

/** Server fields the embeds present by name; every other field goes through the generic renderer. */
const knownServerFields = new Set([
  'id',
  'name',
  'status',
  'ramGb',
  'diskGb',
  'game',
  'gameType',
  'gameVersion',
  'planTier',
  'addons',
  'externalReference',
  'createdAt',
  'version',
  'limits',
]);

function field(name: string, value: string | undefined, inline = true): APIEmbedField[] {
  return value === undefined || value === '' ? [] : [{ name, value, inline }];
}

function gameLine(server: Server): string | undefined {
  const parts = [server.game, server.gameType, server.gameVersion].filter((part): part is string =>
    Boolean(part),
  );
  return parts.length > 0 ? parts.map(escapeApiText).join(' · ') : undefined;
}

function addonsLine(server: Server): string | undefined {
  if (!server.addons || server.addons.length === 0) return undefined;
  return server.addons
    .map((addon) => `${addon.selected ? '✅' : '❌'} ${escapeApiText(addon.addon)}`)
    .join('\n');
}

function asLines(values: readonly LabelledValue[]): string | undefined {
  return values.length > 0 ? values.map(({ label, value }) => `${label} ${value}`).join('\n') : undefined;
}

/** The connect line that leads every message about a server, so it is the first thing to copy. */
export function connectLine(address: string, t: Translator): string {
  return t.t('server.info.connect', { address: inlineCode(address) });
}

function otherFields(server: Server, addressKey: string | undefined, t: Translator): APIEmbedField[] {
  const others = Object.fromEntries(
    Object.entries(server).filter(([name]) => !knownServerFields.has(name) && name !== addressKey),
  );
  return labelledValues(others, t, { shown: [server.id, server.name] }).map(({ label, value }) => ({
    name: label,
    value,
    inline: true,
  }));
}

/**
 * The whole server at a glance (`/server info`). The connect address leads; limits read in the words and
 * units of `/server resources`. The version, the API's optimistic-lock counter, is nobody's to read.
 */
export function serverEmbed(server: Server, t: Translator): APIEmbed {
  const address = connectAddress(server);
  return {
    title: `${statusStyle(server.status).symbol} ${escapeApiText(server.name)}`,
    description: [
      address && connectLine(address.address, t),
      t.t('server.info.id', { id: inlineCode(server.id) }),
    ]
      .filter((line) => Boolean(line))
      .join('\n'),
    color: statusStyle(server.status).colour,
    fields: [
      ...field(t.t('server.field.status'), escapeApiText(statusLabel(server.status))),
      ...field(t.t('server.field.plan'), server.planTier && escapeApiText(server.planTier)),
      ...field(t.t('server.field.ram'), server.ramGb === undefined ? undefined : formatGb(server.ramGb, t)),
      ...field(
        t.t('server.field.disk'),
        server.diskGb === undefined ? undefined : formatGb(server.diskGb, t),
      ),
      ...field(t.t('server.field.game'), gameLine(server)),
      ...field(
        t.t('server.field.externalReference'),
        server.externalReference && escapeApiText(server.externalReference),
      ),
      ...field(t.t('server.field.created'), discordTime(server.createdAt)),
      ...field(t.t('server.field.addons'), addonsLine(server)),
      ...field(t.t('server.field.limits'), server.limits && asLines(labelledValues(server.limits, t))),
      ...otherFields(server, address?.key, t),
    ],
  };
}

/** Wide enough for most names whole; longer ones lose their middle, so similar names stay told apart. */
const listNameWidth = 32;

function padEnd(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - discordLength(text)));
}

/**
 * One aligned line per server, in a code block so the columns line up: status mark, name, id (to paste into
 * a command), status as the API gives it, RAM, game and plan. Text in a code block is shown literally, so
 * names need no escaping; bidi and invisible characters still act there, so they go.
 */
export function serverListLines(servers: readonly Server[], t: Translator): string[] {
  const names = servers.map((server) =>
    truncateMiddle(plainApiText(server.name).replace(/`/g, 'ˋ'), listNameWidth),
  );
  const ids = servers.map((server) => plainApiText(server.id).replace(/`/g, 'ˋ'));
  const nameWidth = Math.max(0, ...names.map(discordLength));
  const idWidth = Math.max(0, ...ids.map(discordLength));
  const statuses = servers.map((server) => plainApiText(server.status));
  const statusWidth = Math.max(0, ...statuses.map(discordLength));
  return servers.map((server, index) => {
    const ram = server.ramGb === undefined ? '—' : formatGb(server.ramGb, t);
    const details = [server.game, server.planTier].filter((part): part is string => Boolean(part));
    const columns = [
      padEnd(names[index] ?? '', nameWidth),
      padEnd(ids[index] ?? '', idWidth),
      padEnd(statuses[index] ?? '', statusWidth),
      ram.padStart(7),
      plainApiText(details.join(' · ')).replace(/`/g, 'ˋ'),
    ];
    return `${statusStyle(server.status).symbol} ${columns.join('  ')}`.trimEnd();
  });
}

export function serverListEmbed(
  servers: readonly Server[],
  pagination: Pagination | undefined,
  page: number,
  filters: string,
  t: Translator,
): APIEmbed {
  const pages = pagination
    ? t.t('server.list.pageOf', {
        page: pagination.page,
        pages: Math.max(1, pagination.totalPages),
        total: pagination.total,
      })
    : t.t('server.list.page', { page });
  const fence = '```';
  return {
    title: t.t('server.list.title'),
    description:
      servers.length > 0
        ? `${fence}\n${joinLinesWithin(serverListLines(servers, t), t, 4094 - 2 * fence.length)}\n${fence}`
        : t.t('server.list.empty'),
    color: 0x5865f2,
    footer: { text: filters ? `${pages} · ${filters}` : pages },
  };
}

export function provisioningStartedEmbed(
  input: {
    id: string | undefined;
    name: string;
    planTier: string;
    ramGb: number;
    game?: string;
  },
  t: Translator,
): APIEmbed {
  return {
    title: t.t('server.create.title', {
      symbol: statusStyle('PROVISIONING').symbol,
      name: escapeApiText(input.name),
    }),
    description: t.t('server.create.description'),
    color: statusStyle('PROVISIONING').colour,
    fields: [
      ...field(
        t.t('server.field.serverId'),
        input.id ? inlineCode(input.id) : t.t('server.create.idPending'),
      ),
      ...field(t.t('server.field.plan'), escapeApiText(input.planTier)),
      ...field(t.t('server.field.ram'), formatGb(input.ramGb, t)),
      ...field(t.t('server.field.game'), input.game && escapeApiText(input.game)),
    ],
  };
}

/** A share of a limit as a gauge and a rounded percentage, then the figures: "▰▰▱ 42 %\n2 GB of 4 GB". */
function shareLines(share: number, used: string, limit: string, t: Translator): string {
  const percent = t.t('resources.percent', { value: Math.round(share * 100) });
  return `${gauge(share)} ${percent}\n${t.t('resources.usedOf', { used, limit })}`;
}

function usageLine(used: number | undefined, limit: number | undefined, t: Translator): string | undefined {
  if (used === undefined) return undefined;
  if (limit === undefined || limit <= 0) return formatBytes(used, t);
  return shareLines(used / limit, formatBytes(used, t), formatBytes(limit, t), t);
}

function percentText(value: number, t: Translator): string {
  return t.t('resources.percent', { value: Number(value.toFixed(1)) });
}

const bytesOrDash = (bytes: number | undefined, t: Translator) =>
  bytes === undefined ? '—' : formatBytes(bytes, t);

function cpuLine(usage: ResourceUsage, t: Translator): string | undefined {
  if (usage.cpuPercent === undefined) return undefined;
  const limit = usage.cpuLimitPercent;
  if (limit === undefined || limit <= 0)
    return `${gauge(usage.cpuPercent / 100)} ${percentText(usage.cpuPercent, t)}`;
  return shareLines(usage.cpuPercent / limit, percentText(usage.cpuPercent, t), percentText(limit, t), t);
}

/** The unrecognised leaves put back into their nesting, so the generic renderer reads them as a whole. */
function nestedRecord(leaves: ResourceUsage['other']): JsonRecord {
  const root: JsonRecord = {};
  for (const { path, value } of leaves) {
    let node = root;
    for (const key of path.slice(0, -1)) {
      const child = node[key];
      const next: JsonRecord = typeof child === 'object' && child !== null ? (child as JsonRecord) : {};
      node[key] = next;
      node = next;
    }
    node[path.at(-1) ?? ''] = value;
  }
  return root;
}

/** Usage beside the limits, in the words and units `/server info` uses, with when it was measured. */
export function resourcesEmbed(
  server: Pick<Server, 'id' | 'name'>,
  usage: ResourceUsage,
  readAt: number,
  t: Translator,
): APIEmbed {
  const network =
    usage.networkRxBytes === undefined && usage.networkTxBytes === undefined
      ? undefined
      : `↓ ${bytesOrDash(usage.networkRxBytes, t)}  ↑ ${bytesOrDash(usage.networkTxBytes, t)}`;
  const fields = [
    ...field(t.t('resources.field.state'), usage.state && escapeApiText(statusLabel(usage.state))),
    ...field(usageMetricLabel('cpu', t), cpuLine(usage, t)),
    ...field(t.t('resources.field.memory'), usageLine(usage.memoryBytes, usage.memoryLimitBytes, t)),
    ...field(usageMetricLabel('disk', t), usageLine(usage.diskBytes, usage.diskLimitBytes, t)),
    ...field(t.t('resources.field.network'), network),
    ...field(
      t.t('resources.field.uptime'),
      usage.uptimeSeconds === undefined ? undefined : formatDuration(usage.uptimeSeconds, t),
    ),
    ...labelledValues(nestedRecord(usage.other), t).map(({ label, value }) => ({
      name: label,
      value,
      inline: true,
    })),
  ];
  const sampled = discordTime(usage.sampledAt ?? new Date(readAt).toISOString());
  return {
    title: t.t('resources.title', { name: escapeApiText(server.name) }),
    description: t.t('resources.description', { id: inlineCode(server.id), sampled: sampled ?? '' }),
    color: 0x5865f2,
    fields,
    ...(fields.length === 0 ? { footer: { text: t.t('resources.noFigures') } } : {}),
  };
}

export function activityEmbed(
  server: Pick<Server, 'id' | 'name'>,
  entries: readonly ActivityEntry[],
  total: number | undefined,
  t: Translator,
): APIEmbed {
  return {
    title: t.t('activity.title', { name: escapeApiText(server.name) }),
    description:
      entries.length > 0
        ? joinLinesWithin(
            entries.map((entry) => activitySentence(entry, t)),
            t,
          )
        : t.t('activity.empty'),
    color: 0x5865f2,
    footer: {
      text:
        total !== undefined && total > entries.length
          ? t.t('activity.latest', { shown: entries.length, total })
          : t.t('activity.count', { count: entries.length }),
    },
  };
}
