/**
 * `node --import tsx test/support/count-tests.ts <files>`: prints, as the last line, a JSON object of how many
 * tests vitest collects in each file, skipped ones included (vitest fails a file that defines none, while
 * `vitest list` leaves skipped tests out).
 */
import { relative } from 'node:path';
import { createVitest } from 'vitest/node';

// One worker per project: the projects' own maxWorkers would start several, each importing the same modules.
const vitest = await createVitest('test', {
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
