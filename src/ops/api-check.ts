import {
  HostingApi,
  HostingApiError,
  type RateLimitGovernor,
  RecognitionReport,
  statusKind,
  type ActivityKind,
  type EndpointFindings,
  type ResourceUsage,
  type Server,
  type StatusKind,
} from '../api/index.js';

/**
 * What the bot understood of the hosting API it is pointed at, read with GETs only: each endpoint as the
 * decoders recognised it (their RecognitionReport), and which features can work. `npm run api:check` prints
 * it; the bot logs it once at start and `/readyz` names what cannot work.
 */

/** What a feature of the bot needs from the API, by the name the report uses. */
type Feature =
  | 'server list'
  | 'status alerts'
  | 'provisioning alerts'
  | 'activity posts'
  | 'usage'
  | 'mods'
  | 'rate limit pacing'
  | 'error messages';

/** `works`; `fallback`: works on a guess; `cannot`: will not work; `unchecked`: nothing to check it on. */
export type FeatureState = 'works' | 'fallback' | 'cannot' | 'unchecked';
type FeatureVerdict = { feature: Feature; state: FeatureState; why: string };

export type ApiCheckReport = {
  outcome: 'ok' | 'feature-missing';
  /** GET requests sent; no other method ever is. */
  requests: number;
  endpoints: EndpointFindings[];
  statuses: { status: string; kind: StatusKind; running: boolean }[];
  /** Each action seen, with what the decoders' classifier made of it (undefined: not recognised). */
  actions: { action: string; meaning: ActivityKind | undefined }[];
  rateLimit: { limit?: number; remaining?: number; resetSeen: boolean };
  /** The error envelope as an unknown server's 404 showed it. */
  errors: { code: string; understood: boolean } | undefined;
  features: FeatureVerdict[];
};

type ApiCheckFailure = {
  outcome: 'unreachable';
  /** One sentence: whether the API could not be reached or refused the key, and what answered. */
  sentence: string;
};

export type ApiCheckResult = ApiCheckReport | ApiCheckFailure;

type ApiCheckOptions = {
  api: HostingApi;
  /** The report `api` was built with: the decoders fill it as the check reads. */
  recognition: RecognitionReport;
  /** How many servers' details, activity and usage are read at most; default 3. */
  sample?: number;
};

const defaultSample = 3;
/** Codes that say the key itself is refused, not the request. */
const refusedKey = new Set(['AUTH_REQUIRED', 'FORBIDDEN']);
const unreachableCodes = new Set(['NETWORK_ERROR', 'TIMEOUT', 'ABORTED']);
const modsRefused = new Set(['ADDON_REQUIRED', 'FEATURE_UNAVAILABLE', 'FORBIDDEN']);

/** Why the first call failed, in one sentence, when the API or the key is the reason. */
function unreachable(error: unknown): ApiCheckFailure | undefined {
  if (!(error instanceof HostingApiError)) return undefined;
  if (unreachableCodes.has(error.code))
    return { outcome: 'unreachable', sentence: `The hosting API could not be reached (${error.code}).` };
  if (refusedKey.has(error.code) || error.status === 401)
    return {
      outcome: 'unreachable',
      sentence: `The hosting API refused the API key (HTTP ${error.status ?? '?'} ${error.code}).`,
    };
  if (error.code === 'RATE_LIMITED')
    return {
      outcome: 'unreachable',
      sentence: 'The hosting API answered 429: the key has no requests left now.',
    };
  if (error.status !== undefined && error.status >= 500)
    return {
      outcome: 'unreachable',
      sentence: `The hosting API failed (HTTP ${error.status} ${error.code}).`,
    };
  return undefined;
}

/** A call whose failure is a finding of the check rather than the end of it. */
async function attempt<T>(call: () => Promise<T>): Promise<{ value?: T; error?: HostingApiError }> {
  try {
    return { value: await call() };
  } catch (error) {
    if (error instanceof HostingApiError) return { error };
    throw error;
  }
}

const measured = (usage: ResourceUsage, field: keyof ResourceUsage) => usage[field] !== undefined;

async function checkHostingApi(options: ApiCheckOptions): Promise<ApiCheckResult> {
  const { api, recognition } = options;
  const sample = options.sample ?? defaultSample;
  let requests = 0;
  const get = <T>(call: () => Promise<T>) => {
    requests += 1;
    return attempt(call);
  };
  const features: FeatureVerdict[] = [];
  const verdict = (feature: Feature, state: FeatureState, why: string) =>
    features.push({ feature, state, why });

  const list = await get(() => api.listServers({ limit: 50 }));
  if (list.error !== undefined) {
    const failure = unreachable(list.error);
    if (failure !== undefined) return failure;
  }
  const servers: Server[] = list.value?.servers ?? [];
  if (list.value === undefined)
    verdict('server list', 'cannot', list.error?.message ?? 'the server list could not be read');
  else if (servers.length === 0) verdict('server list', 'works', 'read, but the key has no servers yet');
  else verdict('server list', 'works', `${servers.length} server(s) read`);

  const details: Server[] = [];
  for (const server of servers.slice(0, sample)) {
    const detail = await get(() => api.getServer(server.id));
    if (detail.value !== undefined) details.push(detail.value);
  }

  const statusWords = [...new Set([...servers, ...details].map((server) => server.status))];
  const statuses = statusWords.map((status) => {
    const kind = statusKind(status);
    return { status, kind, running: kind === 'running' };
  });
  const unknown = statuses.filter((status) => status.kind === 'unknown').map((status) => status.status);
  if (servers.length === 0) verdict('status alerts', 'unchecked', 'no server to read a status from');
  else if (unknown.length > 0)
    verdict(
      'status alerts',
      'cannot',
      `status word(s) not recognised, so counted as down: ${unknown.join(', ')}`,
    );
  else if (!statuses.some((status) => status.running))
    verdict('status alerts', 'fallback', 'no server is running, so no word for "running" was seen');
  else
    verdict(
      'status alerts',
      'works',
      `running: ${statuses
        .filter((s) => s.running)
        .map((s) => s.status)
        .join(', ')}`,
    );

  if (servers.length === 0) verdict('provisioning alerts', 'unchecked', 'no server to read');
  else if (details.length === 0) verdict('provisioning alerts', 'cannot', 'no server detail could be read');
  else
    verdict('provisioning alerts', 'works', 'server details read; PROVISIONING is the spec\u2019s own word');

  const actions = new Map<string, ActivityKind | undefined>();
  let entriesRead = 0;
  let activityError: HostingApiError | undefined;
  let describable = 0;
  for (const server of servers.slice(0, sample)) {
    const page = await get(() => api.getActivity(server.id, { limit: 20 }));
    activityError ??= page.error;
    for (const entry of page.value?.entries ?? []) {
      entriesRead += 1;
      if (entry.action !== undefined || entry.description !== undefined) describable += 1;
      if (entry.action !== undefined && !actions.has(entry.action)) actions.set(entry.action, entry.kind);
    }
  }
  if (servers.length === 0) verdict('activity posts', 'unchecked', 'no server to read a log from');
  else if (activityError !== undefined && entriesRead === 0)
    verdict('activity posts', 'cannot', activityError.message);
  else if (entriesRead === 0) verdict('activity posts', 'unchecked', 'the logs read were empty');
  else if (describable === 0)
    verdict('activity posts', 'cannot', 'no entry has an action or a description the bot can read');
  else if (actions.size > 0 && [...actions.values()].every((meaning) => meaning === undefined))
    verdict(
      'activity posts',
      'fallback',
      'no action was recognised: entries show in the API\u2019s words, status changes may post twice',
    );
  else verdict('activity posts', 'works', `${entriesRead} entries read`);

  const running = servers.filter((server) => statusKind(server.status) === 'running').slice(0, sample);
  const usages: ResourceUsage[] = [];
  let usageError: HostingApiError | undefined;
  for (const server of running) {
    const usage = await get(() => api.getResources(server.id));
    usageError ??= usage.error;
    if (usage.value !== undefined) usages.push(usage.value);
  }
  if (running.length === 0) verdict('usage', 'unchecked', 'no running server to read usage from');
  else if (usages.length === 0) verdict('usage', 'cannot', usageError?.message ?? 'no usage could be read');
  else {
    const lacking = (
      ['cpuPercent', 'memoryBytes', 'memoryLimitBytes', 'diskBytes', 'diskLimitBytes'] as const
    ).filter((field) => !usages.some((usage) => measured(usage, field)));
    const none = ['cpuPercent', 'memoryBytes', 'diskBytes'].every((field) =>
      lacking.includes(field as (typeof lacking)[number]),
    );
    if (none) verdict('usage', 'cannot', 'neither CPU, memory nor disk figures were recognised');
    else if (lacking.length > 0) verdict('usage', 'fallback', `not recognised: ${lacking.join(', ')}`);
    else verdict('usage', 'works', 'CPU, memory and disk with their limits recognised');
  }

  await checkMods(api, servers, get, verdict);

  const missing = await get(() => api.getServer(`api-check-${Date.now().toString(36)}-absent`));
  const errors =
    missing.error === undefined
      ? undefined
      : { code: missing.error.code, understood: missing.error.code !== 'HTTP_ERROR' };
  if (errors === undefined)
    verdict('error messages', 'unchecked', 'an unknown server id was answered as found');
  else if (errors.understood) verdict('error messages', 'works', `an unknown server answered ${errors.code}`);
  else
    verdict('error messages', 'fallback', 'errors carry no readable code: members see the HTTP status only');

  const governor = api.governor.snapshot();
  const rateLimit = {
    ...(governor.limit === undefined ? {} : { limit: governor.limit }),
    ...(governor.remaining === undefined ? {} : { remaining: governor.remaining }),
    resetSeen: governor.resetAt !== undefined,
  };
  if (governor.remaining === undefined)
    verdict(
      'rate limit pacing',
      'fallback',
      'no X-RateLimit-Remaining: the bot paces itself and backs off on 429',
    );
  else
    verdict(
      'rate limit pacing',
      'works',
      `X-RateLimit-Remaining read${rateLimit.resetSeen ? ', with a reset time' : ''}`,
    );

  return {
    outcome: features.some((feature) => feature.state === 'cannot') ? 'feature-missing' : 'ok',
    requests,
    endpoints: recognition.endpoints(),
    statuses,
    actions: [...actions].map(([action, meaning]) => ({ action, meaning })),
    rateLimit,
    errors,
    features,
  };
}

/** Mod search needs a server with the mods addon or the premium plan: tried on up to three. */
async function checkMods(
  api: HostingApi,
  servers: Server[],
  get: <T>(call: () => Promise<T>) => Promise<{ value?: T; error?: HostingApiError }>,
  verdict: (feature: Feature, state: FeatureState, why: string) => void,
): Promise<void> {
  const candidates = [...servers]
    .sort((a, b) => Number(b.planTier === 'premium') - Number(a.planTier === 'premium'))
    .slice(0, 3);
  for (const server of candidates) {
    const search = await get(() => api.searchMods(server.id, { pageSize: 5 }));
    if (search.error !== undefined && modsRefused.has(search.error.code)) continue;
    if (search.error !== undefined) return verdict('mods', 'cannot', search.error.message);
    const mods = search.value?.mods ?? [];
    if (mods.length === 0) return verdict('mods', 'unchecked', 'the search found nothing to read');
    if (!mods.some((mod) => mod.files.length > 0))
      return verdict('mods', 'cannot', 'results carry no file ids, so nothing can be installed');
    return verdict('mods', 'works', `${mods.length} result(s) with files read`);
  }
  verdict('mods', 'unchecked', 'no server with the mods addon or the premium plan to search on');
}

export type ApiCheckTarget = {
  baseUrl: string;
  apiKey: string;
  /** The key's governor: the check's GETs count against the same rate limit as everything else. */
  governor: RateLimitGovernor;
  /** Deadline of each GET; default 5 s. */
  timeoutMs?: number;
};

/** Runs the check with a client of its own (so its report holds only the check's reads), then closes it. */
export async function checkHostingApiAt(target: ApiCheckTarget): Promise<ApiCheckResult> {
  const recognition = new RecognitionReport();
  const api = new HostingApi({
    baseUrl: target.baseUrl,
    apiKey: target.apiKey,
    governor: target.governor,
    recognition,
    timeoutMs: target.timeoutMs ?? 5_000,
    maxRetries: 1,
    maxRateLimitRetries: 2,
    retryBackoff: { baseMs: 200, capMs: 1_000 },
  });
  try {
    return await checkHostingApi({ api, recognition });
  } finally {
    await api.close();
  }
}
