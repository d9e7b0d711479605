import type { ActivityEntry } from '../api/index.js';
import type { Logger } from '../log.js';
import { apiCheckText, featuresThatCannotWork } from '../ops/api-check-text.js';
import { checkHostingApiAt, type ActivityClassifier, type ApiCheckTarget } from '../ops/api-check.js';
import { statusChangeAction } from '../poller/activity/notices.js';

/**
 * The seam where api:check learns what an activity entry means. Until the classifier by meaning lands
 * (issue 34, item 1), it reports what the poller itself recognises today: the one action it treats as a
 * status change.
 */
export const activityMeaning: ActivityClassifier = (entry: ActivityEntry) =>
  entry.action === statusChangeAction ? 'status change' : undefined;

/** What the start-up check found wanting, for `/readyz`; empty until it ran, and when all can work. */
export type ApiFeatureState = { cannotWork(): string[] };

/**
 * Checks the hosting API once, after the key was proven, and logs the summary once: info when every
 * feature can work, warn naming those that cannot. It never fails the start: the bot serves what it can.
 */
export function checkApiOnce(
  target: Omit<ApiCheckTarget, 'classify'>,
  logger: Logger,
  targetName: string,
): { state: ApiFeatureState; done: Promise<void> } {
  let cannot: string[] = [];
  const done = checkHostingApiAt({ ...target, classify: activityMeaning }).then(
    (result) => {
      cannot = featuresThatCannotWork(result);
      const summary = apiCheckText(result, targetName);
      if (result.outcome === 'ok')
        logger.info({ apiCheck: summary }, 'hosting API check: every feature can work');
      else if (result.outcome === 'unreachable')
        logger.warn({ apiCheck: summary }, 'hosting API check could not run');
      else
        logger.warn(
          { apiCheck: summary, cannotWork: cannot },
          'hosting API check: some features cannot work',
        );
    },
    (error: unknown) => logger.warn({ err: error }, 'hosting API check failed'),
  );
  return { state: { cannotWork: () => cannot }, done };
}
