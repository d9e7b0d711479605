import { DeliveryService, type DeliveryServiceOptions } from '../../src/delivery/service.js';
import { defaultDeliveryTiming } from '../../src/delivery/timing.js';
import { silentLogger } from '../../src/log.js';
import { RecordingBoardMessages } from './board-messages.js';

/** The delivery service over fakes: board messages kept in memory and the default timings unless given. */
export function deliveryOver(
  options: Pick<DeliveryServiceOptions, 'store' | 'deliverer' | 'now'> & Partial<DeliveryServiceOptions>,
): DeliveryService {
  return new DeliveryService({
    boardMessages: new RecordingBoardMessages(options.now),
    logger: silentLogger(),
    timing: defaultDeliveryTiming(24 * 60 * 60_000),
    ...options,
  });
}
