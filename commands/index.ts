import type { Command, ComponentHandlers } from '../src/discord/command.js';
import { cancelHandler, confirmHandler } from '../src/discord/confirmations.js';
import { accessCommand } from './access.js';
import { alertsCommand } from './alerts.js';
import { installMod, modsCommand, modsPickHandler } from './mods.js';
import { deleteServer, serverCommand, serversPageHandler } from './server.js';

export const commands: readonly Command[] = [serverCommand, modsCommand, alertsCommand, accessCommand];

export const components: ComponentHandlers = {
  confirm: confirmHandler({ delete: deleteServer, install: installMod }),
  cancel: cancelHandler,
  'servers-page': serversPageHandler,
  'mods-pick': modsPickHandler,
};
