import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../e2e/harness.js';

const dashboardPath = 'docs/grafana/hosting-bot.json';
/** Grafana's import fills this in with the datasource the operator picks. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: Grafana's placeholder, not a JavaScript template.
const datasourceInput = '${DS_PROMETHEUS}';
/** Set aside by helper D's work on bad records: required once any source file counts it. */
const awaitedMetric = 'store_records_set_aside_total';
const promqlFunctions = new Set(['histogram_quantile', 'label_replace', 'count_over_time']);

type Panel = { type: string; title: string; targets?: { expr: string }[]; datasource?: { uid: string } };
type Dashboard = { __inputs: { name: string; type: string }[]; panels: Panel[] };

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ env: { HTTP_PORT: '0', LOG_LEVEL: 'silent' } });
}, 60_000);
afterAll(async () => {
  await harness.close();
});

/** The metric names a PromQL expression reads (its identifiers with an underscore, less functions). */
function metricsOf(expr: string): string[] {
  const identifiers = expr.replace(/\$__\w+/g, '').match(/[a-zA-Z_:][a-zA-Z0-9_:]*/g) ?? [];
  return identifiers.filter((name) => name.includes('_') && !promqlFunctions.has(name));
}

/** Whether /metrics declares the series: a histogram's _bucket/_sum/_count come with its TYPE line. */
function exposes(text: string, name: string): boolean {
  const histogram = /^(.*)_(bucket|sum|count)$/.exec(name)?.[1];
  if (histogram !== undefined && text.includes(`# TYPE ${histogram} histogram`)) return true;
  return text.includes(`# TYPE ${name} `);
}

async function sourceMentions(text: string, directory = 'src'): Promise<boolean> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (
      entry.isDirectory() ? await sourceMentions(text, path) : (await readFile(path, 'utf8')).includes(text)
    )
      return true;
  }
  return false;
}

describe('the Grafana dashboard', () => {
  it('imports as is: the datasource is the DS_PROMETHEUS input on every panel', async () => {
    const dashboard = JSON.parse(await readFile(dashboardPath, 'utf8')) as Dashboard;
    expect(dashboard.__inputs).toEqual([
      expect.objectContaining({ name: 'DS_PROMETHEUS', type: 'datasource' }),
    ]);
    for (const panel of dashboard.panels.filter((candidate) => candidate.type !== 'row'))
      expect(panel.datasource?.uid, panel.title).toBe(datasourceInput);
  });

  it('queries only metrics a running bot exposes on /metrics', async () => {
    const dashboard = JSON.parse(await readFile(dashboardPath, 'utf8')) as Dashboard;
    const port = harness.app.opsServer?.port;
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    const queried = new Set(
      dashboard.panels.flatMap((panel) => (panel.targets ?? []).flatMap((target) => metricsOf(target.expr))),
    );
    expect(queried.size).toBeGreaterThan(15);
    const awaited = !(await sourceMentions(awaitedMetric));
    const missing = [...queried].filter(
      (name) => !exposes(text, name) && !(awaited && name === awaitedMetric),
    );
    expect(missing).toEqual([]);
  });
});
