import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const shown = 10;

/**
 * Prints the slowest test files at the end of every run, so a file that grows slow is seen the day it does.
 * A file's time is what it held a worker: import, setup, collection and its tests and hooks.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]): void {
    const timed = testModules
      .map((module) => {
        const diagnostic = module.diagnostic();
        const held =
          diagnostic.environmentSetupDuration +
          diagnostic.prepareDuration +
          diagnostic.collectDuration +
          diagnostic.setupDuration +
          diagnostic.duration;
        return { file: relative(process.cwd(), module.moduleId), project: module.project.name, held };
      })
      .sort((a, b) => b.held - a.held)
      .slice(0, shown);
    if (timed.length === 0) return;
    const lines = timed.map(
      ({ file, project, held }) =>
        `  ${(held / 1000).toFixed(1).padStart(6)} s  ${file}${project ? `  [${project}]` : ''}`,
    );
    console.log(
      `\nSlowest test files (the ${timed.length} that held a worker longest):\n${lines.join('\n')}\n`,
    );
  }
}
