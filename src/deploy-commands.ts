/**
 * `npm run commands:deploy`: registers the command set in the ops guild and every linked guild now, even
 * when the definitions look unchanged (for instance after someone removed them by hand in Discord).
 */
import { REST, Routes, type APIApplication } from 'discord.js';
import { loadConfig, takeEnvironment } from './config.js';
import { Access } from './access/scope.js';
import { commandsDirectory, loadCommands } from './discord/command-loader.js';
import { CommandRegistrar } from './discord/registry.js';
import { createLogger, redactSecrets } from './log.js';
import { openStore } from './store/index.js';

const loaded = loadConfig(takeEnvironment());
if (!loaded.ok) {
  for (const problem of loaded.problems) console.error(problem);
  process.exit(1);
}
const { config } = loaded;
const logger = createLogger({ level: config.logLevel, secrets: [config.discordToken, config.hostingApiKey] });
const { commands } = await loadCommands([commandsDirectory]);
const store = await openStore(config.databaseUrl);
try {
  const rest = new REST(config.discordApiUrl ? { api: config.discordApiUrl } : {}).setToken(
    config.discordToken,
  );
  const application = (await rest.get(Routes.currentApplication())) as APIApplication;
  const registrar = new CommandRegistrar(rest, application.id, commands, store, logger);
  const access = new Access(config.opsGuildId, store);
  const guildIds = new Set([config.opsGuildId, ...Object.keys(await store.guildLinks())]);
  for (const guildId of guildIds) await registrar.sync(guildId, access.scopeOf(guildId), { force: true });
  console.log(`Registered commands in ${guildIds.size} guild(s).`);
} catch (error) {
  // Printed past the logger, so scrubbed as its lines are: the token, the API key, URL credentials.
  const reason = error instanceof Error ? error.message : String(error);
  console.error(
    redactSecrets(`Deploying commands failed: ${reason}`, [config.discordToken, config.hostingApiKey ?? '']),
  );
  process.exitCode = 1;
} finally {
  await store.close();
}
