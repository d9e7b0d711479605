import { silenceEndedEmbed, silenceEndedFactsSchema } from '../render/silences.js';
import { defineAlertKind } from './kind.js';

// A silence over a channel ended (End now, or its time): one post says what is still wrong and since when,
// and in one line what went down and came back while it held. Queued once per silence and channel by the
// poller (`src/poller/silence-ends.ts`). Two kinds, one reading: the channel gets it as it follows the
// servers, by their status alerts or by its usage watch.

/** To a channel that follows the servers' status alerts. */
export const silenceEndedAlert = defineAlertKind({
  kind: 'silence-ended',
  shape: { facts: silenceEndedFactsSchema },
  recipient: 'status',
  render: (notice, _server, t) => ({ embeds: [silenceEndedEmbed(notice.facts, t)] }),
});

/** To a channel that only watches the servers' usage. */
export const silenceEndedUsageAlert = defineAlertKind({
  kind: 'silence-ended-usage',
  shape: { facts: silenceEndedFactsSchema },
  recipient: 'usage',
  render: (notice, _server, t) => ({ embeds: [silenceEndedEmbed(notice.facts, t)] }),
});
