import type { RecognitionKind } from '../api/index.js';
import type { ApiCheckReport, ApiCheckResult, FeatureState } from './api-check.js';

/**
 * The check as an operator reads it in a terminal or a log: per endpoint what was recognised and what was
 * guessed, the statuses and actions seen, then each feature. English, like every operator-facing line.
 */

const kindMark: Record<RecognitionKind, string> = { recognised: 'ok  ', fallback: 'gues', missing: 'none' };
const stateMark: Record<FeatureState, string> = {
  works: 'works    ',
  fallback: 'guesses  ',
  cannot: 'CANNOT   ',
  unchecked: 'unchecked',
};

const endpointTitle: Record<string, string> = {
  'servers.list': 'GET /servers',
  'servers.get': 'GET /servers/:id',
  activity: 'GET /servers/:id/activity',
  resources: 'GET /servers/:id/resources',
  'mods.search': 'GET /servers/:id/mods',
};

export function apiCheckText(result: ApiCheckResult, target: string): string {
  if (result.outcome === 'unreachable') return `Hosting API check of ${target}: ${result.sentence}`;
  const lines = [`Hosting API check of ${target}: ${result.requests} GET requests, nothing else sent`];
  for (const { endpoint, aspects } of result.endpoints) {
    lines.push('', endpointTitle[endpoint] ?? endpoint);
    for (const { aspect, kind, found } of aspects)
      lines.push(`  [${kindMark[kind]}] ${aspect}: ${found.join('; ')}`);
  }
  lines.push('', 'Statuses seen (running = counted as up)');
  if (result.statuses.length === 0) lines.push('  none');
  for (const { status, kind, running } of result.statuses)
    lines.push(`  ${status}: ${kind}${running ? ' (running)' : ''}`);
  lines.push('', 'Activity actions seen, as classified');
  if (result.actions.length === 0) lines.push('  none');
  for (const { action, meaning } of result.actions)
    lines.push(`  ${action}: ${meaning ?? 'not recognised (shown in the API\u2019s words)'}`);
  const { limit, remaining, resetSeen } = result.rateLimit;
  lines.push(
    '',
    `Rate-limit headers: limit ${limit ?? 'absent'}, remaining ${remaining ?? 'absent'}, ` +
      `reset ${resetSeen ? 'read' : 'absent'}`,
    `Error body: ${errorBody(result.errors)}`,
    '',
    'Features',
  );
  for (const { feature, state, why } of result.features)
    lines.push(`  ${stateMark[state]} ${feature}: ${why}`);
  const cannot = result.features
    .filter((feature) => feature.state === 'cannot')
    .map((feature) => feature.feature);
  lines.push(
    '',
    cannot.length === 0
      ? 'Every feature can work with this API.'
      : `Cannot work with this API: ${cannot.join(', ')}.`,
  );
  return lines.join('\n');
}

function errorBody(errors: ApiCheckReport['errors']): string {
  if (errors === undefined) return 'not seen';
  return errors.understood ? errors.code : `${errors.code} (no readable code)`;
}

/** The features that cannot work, each with why, for `/readyz` and the start-up log. */
export function featuresThatCannotWork(result: ApiCheckResult): string[] {
  if (result.outcome === 'unreachable') return [];
  return result.features
    .filter((feature) => feature.state === 'cannot')
    .map(({ feature, why }) => `${feature}: ${why}`);
}
