/**
 * `npm test`: the lint and the type check run beside vitest instead of before it, at the lowest priority.
 * Vitest leaves part of the cores idle while its files wait on sockets and timers (most in the process
 * suites, which run last), and the two checks (about 30 s of CPU from a fresh clone) fit there instead of
 * slowing the suites: the run ends when the slowest of the three does, not at their sum.
 * Vitest's output is shown as it comes; each check's output is shown once it ends, in full when it failed.
 * The run fails when any of the three fails.
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** Runs a command, its output kept or passed through (`inherit`); resolves with its exit code and time. */
function run(label, command, args, inherit) {
  const started = performance.now();
  const child = spawn(command, args, { stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  // A check (its output kept) yields to the suites; set before npm or npx starts the tool, which inherits it.
  if (!inherit && child.pid !== undefined) setPriority(child.pid, 19);
  let output = '';
  if (!inherit) {
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
  }
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ label, code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) =>
      resolve({
        label,
        code: code ?? (signal ? 1 : 0),
        output,
        seconds: (performance.now() - started) / 1000,
      }),
    );
  });
}

/** Prints a check's outcome: one line when it passed, its whole output when it failed. */
function report({ label, code, output, seconds }) {
  if (code === 0) console.log(`${label}: passed (${seconds.toFixed(1)} s)`);
  else console.log(`\n${label}: FAILED (exit ${code})\n${output}`);
}

const checks = [
  run('npm run lint', npm, ['run', '--silent', 'lint'], false),
  run('tsc --noEmit', npx, ['tsc', '--noEmit'], false),
];
// Reported as soon as each ends, so a broken lint is seen without waiting for the suite.
for (const check of checks) check.then(report);
// `npm test -- <files or options>` passes them on to vitest, as when the script ended in `vitest run`.
const vitest = await run('vitest run', npx, ['vitest', 'run', ...process.argv.slice(2)], true);
const results = [...(await Promise.all(checks)), vitest];
const failed = results.filter((result) => result.code !== 0).map((result) => result.label);
console.log(
  failed.length === 0
    ? '\nnpm test: lint, type check and tests passed'
    : `\nnpm test: failed: ${failed.join(', ')}`,
);
process.exit(failed.length === 0 ? 0 : 1);
