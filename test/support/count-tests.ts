/**
 * `node --import tsx test/support/count-tests.ts <files>`: prints, as the last line, a JSON object of how many
 * tests vitest collects in each file, skipped ones included (vitest fails a file that defines none, while
 * `vitest list` leaves skipped tests out).
 */
import { relative } from 'node:path';
import { createVitest } from 'vitest/node';

// Without vitest.config.ts: its two projects would each start a worker importing the same modules, and the
// process suites' global setup would check the build. The config does not change what a file defines, which
// depends on its modules and the environment only (the config's setup files define no test).
const vitest = await createVitest('test', {
  config: false,
  include: ['test/**/*.test.ts'],
  watch: false,
  run: true,
  fileParallelism: false,
  isolate: false,
});
try {
  const { testModules } = await vitest.collect(process.argv.slice(2));
  const counts = Object.fromEntries(
    testModules.map((module) => [relative('.', module.moduleId), [...module.children.allTests()].length]),
  );
  console.log(JSON.stringify(counts));
} finally {
  await vitest.close();
}
