import type { ApiResponse } from './envelope.js';
import { invalidResponseError } from './errors.js';
import { noRecognition, type RecognitionSink } from './recognition.js';
import { asIsoTimestamp, isRecord } from './shape.js';
import { type UnitDimension, type UnitFactor, unitWords } from './units.js';

export type ResourceUsage = {
  cpuPercent?: number;
  /** The CPU limit, in percent of one core (200 = two cores). */
  cpuLimitPercent?: number;
  memoryBytes?: number;
  memoryLimitBytes?: number;
  diskBytes?: number;
  diskLimitBytes?: number;
  networkRxBytes?: number;
  networkTxBytes?: number;
  uptimeSeconds?: number;
  state?: string;
  /** When the figures were measured, ISO 8601. */
  sampledAt?: string;
  /** Leaves the client does not recognise, with their path of keys, for the renderer to put into words. */
  other: { path: string[]; value: string | number | boolean }[];
};

type MeasureField = Exclude<keyof ResourceUsage, 'state' | 'sampledAt' | 'other'>;
type Dimension = UnitDimension;

/**
 * Field names are matched after lower-casing and dropping separators, so `memory_bytes`, `memory.usedBytes`
 * and `memoryUsedBytes` meet the same entry; a trailing unit (`Bytes`, `Mb`, `Gb`, `Seconds`, `Ms`,
 * `Percent`) is split off first and converted.
 */
const measures: Record<MeasureField, { dimension: Dimension; names: readonly string[] }> = {
  cpuPercent: {
    dimension: 'percent',
    names: ['cpu', 'cpuabsolute', 'cpuusage', 'cpuused', 'cpuload', 'cpuutilization'],
  },
  cpuLimitPercent: {
    dimension: 'percent',
    names: ['cpulimit', 'cpumax', 'limitscpu', 'maxcpu', 'cpuquota'],
  },
  memoryBytes: {
    dimension: 'bytes',
    names: ['memory', 'memoryused', 'memoryusage', 'mem', 'memused', 'ram', 'ramused', 'ramusage'],
  },
  memoryLimitBytes: {
    dimension: 'bytes',
    names: [
      'memorylimit',
      'memorymax',
      'memorytotal',
      'memlimit',
      'memtotal',
      'ramlimit',
      'rammax',
      'ramtotal',
      'limitsmemory',
      'maxmemory',
      'totalmemory',
    ],
  },
  diskBytes: { dimension: 'bytes', names: ['disk', 'diskused', 'diskusage', 'storage', 'storageused'] },
  diskLimitBytes: {
    dimension: 'bytes',
    names: [
      'disklimit',
      'diskmax',
      'disktotal',
      'storagelimit',
      'storagetotal',
      'limitsdisk',
      'maxdisk',
      'totaldisk',
    ],
  },
  networkRxBytes: {
    dimension: 'bytes',
    names: ['networkrx', 'netrx', 'rx', 'networkin', 'netin', 'networkinbound', 'networkreceived'],
  },
  networkTxBytes: {
    dimension: 'bytes',
    names: ['networktx', 'nettx', 'tx', 'networkout', 'netout', 'networkoutbound', 'networksent'],
  },
  uptimeSeconds: { dimension: 'time', names: ['uptime'] },
};

const stateNames = new Set(['state', 'currentstate', 'powerstate', 'status']);
const sampleTimeNames = new Set(['sampledat', 'measuredat', 'collectedat', 'timestamp', 'time']);

/** The shared unit words, and the short forms a resource response may also use as suffixes. */
const units: Record<string, UnitFactor> = {
  ...unitWords,
  '%': { dimension: 'percent', factor: 1 },
  byte: { dimension: 'bytes', factor: 1 },
  b: { dimension: 'bytes', factor: 1 },
  tib: { dimension: 'bytes', factor: 2 ** 40 },
  sec: { dimension: 'time', factor: 1 },
  s: { dimension: 'time', factor: 1 },
  // A share from 0 to 1 (of one core, or of the limit it names), as some APIs give CPU.
  fraction: { dimension: 'percent', factor: 100 },
  ratio: { dimension: 'percent', factor: 100 },
};

/** Longest first, so 'ms' wins over 's' and 'mb' over 'b'. */
const unitSuffixes = Object.keys(units).sort((a, b) => b.length - a.length);

/**
 * A value without a unit counts as percent, bytes, or, for uptime, milliseconds: panels in the Pterodactyl
 * family report a bare `uptime` in milliseconds, and an explicit `uptimeSeconds`/`uptimeMs` always wins.
 */
const unitless: Record<Dimension, number> = { percent: 1, bytes: 1, time: 0.001 };

const fieldByName = new Map<string, MeasureField>(
  (Object.keys(measures) as MeasureField[]).flatMap((field) =>
    measures[field].names.map((name) => [name, field] as const),
  ),
);

type Leaf = { path: string[]; value: string | number | boolean };

function leavesOf(value: unknown, path: string[], into: Leaf[]): Leaf[] {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    into.push({ path, value });
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) leavesOf(item, [...path, String(index)], into);
  else if (isRecord(value))
    for (const [key, item] of Object.entries(value)) leavesOf(item, [...path, key], into);
  return into;
}

const quantityPattern = /^\s*(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)\s*([a-z%]*)\s*$/i;

/** A number, or a numeric string with an optional unit of its own ('512 MB', '12.5%'). */
function quantity(value: Leaf['value']): { amount: number; unit: string } | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? { amount: value, unit: '' } : undefined;
  if (typeof value !== 'string') return undefined;
  const match = quantityPattern.exec(value);
  if (match === null) return undefined;
  return { amount: Number(match[1]), unit: (match[2] ?? '').toLowerCase() };
}

type Measure = { field: MeasureField; factor: number; unit: string };

/** Which measure a field name means, its unit factor, and the unit it was told in ('' when guessed). */
function measureOf(name: string, valueUnit: string): Measure | undefined {
  for (const suffix of ['', ...unitSuffixes]) {
    if (!name.endsWith(suffix)) continue;
    const field = fieldByName.get(name.slice(0, name.length - suffix.length));
    if (field === undefined) continue;
    const { dimension } = measures[field];
    // A unit written in the value ('512 MB') overrides one implied by the name.
    const told = units[valueUnit] === undefined ? suffix : valueUnit;
    const unit = units[told];
    if (unit === undefined)
      return valueUnit === '' ? { field, factor: unitless[dimension], unit: '' } : undefined;
    return unit.dimension === dimension ? { field, factor: unit.factor, unit: told } : undefined;
  }
  return undefined;
}

/** What a bare number of each dimension is read as, in the report's words. */
const unitlessMeaning: Record<Dimension, string> = {
  percent: 'percent',
  bytes: 'bytes',
  time: 'milliseconds',
};

function canonicalName(path: readonly string[]): string {
  return path
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Tries the whole path, then shorter tails, so wrappers such as `resources.memory_bytes` still match. */
function recognise(leaf: Leaf, usage: ResourceUsage, note: RecognitionSink): boolean {
  const path = leaf.path.join('.');
  for (let start = 0; start < leaf.path.length; start += 1) {
    const name = canonicalName(leaf.path.slice(start));
    if (sampleTimeNames.has(name)) {
      const sampledAt = asIsoTimestamp(leaf.value);
      if (sampledAt === undefined || usage.sampledAt !== undefined) return false;
      usage.sampledAt = sampledAt;
      note({ aspect: 'sampledAt', found: path, kind: 'recognised' });
      return true;
    }
    if (stateNames.has(name)) {
      if (typeof leaf.value !== 'string' || usage.state !== undefined) return false;
      usage.state = leaf.value;
      note({ aspect: 'state', found: path, kind: 'recognised' });
      return true;
    }
    const measured = quantity(leaf.value);
    const measure = measured === undefined ? undefined : measureOf(name, measured.unit);
    if (measured !== undefined && measure !== undefined) {
      if (usage[measure.field] !== undefined) return false;
      usage[measure.field] = measured.amount * measure.factor;
      const dimension = measures[measure.field].dimension;
      note(
        measure.unit === ''
          ? {
              aspect: measure.field,
              found: `${path} (no unit: read as ${unitlessMeaning[dimension]})`,
              kind: 'fallback',
            }
          : { aspect: measure.field, found: `${path} (${measure.unit})`, kind: 'recognised' },
      );
      return true;
    }
  }
  return false;
}

/**
 * Resource usage with unshown field names: recognised measures in bytes, seconds and percent, the rest
 * listed.
 */
export function normalizeResourceUsage(
  data: unknown,
  note: RecognitionSink = noRecognition,
): ResourceUsage | undefined {
  if (!isRecord(data)) return undefined;
  const usage: ResourceUsage = { other: [] };
  for (const leaf of leavesOf(data, [], [])) {
    if (recognise(leaf, usage, note)) continue;
    usage.other.push({ path: leaf.path, value: leaf.value });
    note({ aspect: 'unrecognised', found: `${leaf.path.join('.')}: shown as given`, kind: 'fallback' });
  }
  for (const field of Object.keys(measures) as MeasureField[])
    if (usage[field] === undefined) note({ aspect: field, found: 'absent', kind: 'missing' });
  return usage;
}

export function decodeResourceUsage(
  response: ApiResponse,
  note: RecognitionSink = noRecognition,
): ResourceUsage {
  const usage = normalizeResourceUsage(response.data, note);
  if (usage === undefined) {
    note({ aspect: 'figures', found: 'not an object', kind: 'missing' });
    throw invalidResponseError(response, 'resource usage that is not an object');
  }
  return usage;
}
