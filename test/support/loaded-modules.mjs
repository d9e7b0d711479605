/**
 * A `node --import` hook for test/start-modules.test.ts: at exit it writes every module the process loaded
 * (ES modules by URL, CommonJS ones by path) to the file LOADED_MODULES_FILE names, one a line.
 */
import { writeFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';

const loaded = new Set();
const { port1, port2 } = new MessageChannel();
port1.on('message', (url) => loaded.add(url));
port1.unref();
// Loader hooks run on a thread of their own: each URL loaded comes back over the port.
register(new URL('./loaded-modules-hooks.mjs', import.meta.url), {
  data: { port: port2 },
  transferList: [port2],
});
process.on('exit', () => {
  // CommonJS required from CommonJS passes no loader hook; the require cache holds every such module.
  for (const path of Object.keys(createRequire(import.meta.url).cache)) loaded.add(path);
  writeFileSync(process.env.LOADED_MODULES_FILE ?? 'loaded-modules.txt', [...loaded].join('\n'));
});
