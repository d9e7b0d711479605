import type { Command, ComponentHandlers } from '../src/discord/command.js';
import { cancelHandler, confirmHandler } from '../src/discord/confirmations.js';
import { accessCommand } from './access.js';
import { alertsCommand } from './alerts/index.js';
import { auditCommand, auditPageHandler } from './audit.js';
import { boardCommand } from './board.js';
import { modsCommand } from './mods/index.js';
import { installedPageHandler } from './mods/installed.js';
import { installMod } from './mods/install.js';
import { modsPickHandler } from './mods/search.js';
import { alertInfoHandler, alertResourcesHandler } from './server/alert-actions.js';
import { modUpdateHandler } from './mods/update.js';
import { deleteServer, serverCommand } from './server/index.js';
import { serversPageHandler } from './server/list.js';

export const commands: readonly Command[] = [
  serverCommand,
  modsCommand,
  alertsCommand,
  accessCommand,
  auditCommand,
  boardCommand,
];

export const components: ComponentHandlers = {
  confirm: confirmHandler({ delete: deleteServer, install: installMod }),
  cancel: cancelHandler,
  'servers-page': serversPageHandler,
  'mods-pick': modsPickHandler,
  'alert-info': alertInfoHandler,
  'alert-resources': alertResourcesHandler,
  'installed-page': installedPageHandler,
  'mod-update': modUpdateHandler,
  'audit-page': auditPageHandler,
};
