import type { UpdateStep } from './backend.js';
import { alertKinds, type AlertKind, type AlertRoute, type Subscription } from './schemas.js';

/** What a subscribe found (`before`, paused or not) and what the channel now gets (`after`). */
export type SubscribeResult = { before?: Subscription; after: Subscription };

/** A subscription's kinds and pings; one stored before routing existed gets every kind and pings nobody. */
export function subscriptionRoutes(subscription: Pick<Subscription, 'routes'>): AlertRoute[] {
  return subscription.routes ?? alertKinds.map((kind) => ({ kind }));
}

/** The routes after asking for more: a kind asked for again takes its new ping. In the kinds' order. */
function mergeRoutes(current: readonly AlertRoute[], added: readonly AlertRoute[]): AlertRoute[] {
  const byKind = new Map<AlertKind, AlertRoute>(current.map((route) => [route.kind, route]));
  for (const route of added) byKind.set(route.kind, route);
  return alertKinds.flatMap((kind) => byKind.get(kind) ?? []);
}

function sameRoutes(a: readonly AlertRoute[], b: readonly AlertRoute[]): boolean {
  const key = (routes: readonly AlertRoute[]) =>
    JSON.stringify(
      mergeRoutes([], routes).map(({ kind, pingRoleId, pingRecovery }) => [kind, pingRoleId, !!pingRecovery]),
    );
  return key(a) === key(b);
}

/**
 * The store step of a subscribe: the new kinds join an active subscription's (which keeps them all from the
 * new `createdAt` on); a paused one is replaced. Nothing is written when nothing would change.
 */
export function withKinds(
  before: Subscription | undefined,
  subscription: Subscription,
): UpdateStep<SubscribeResult> {
  const kept = before?.pausedReason === undefined ? before : undefined;
  const routes = mergeRoutes(kept ? subscriptionRoutes(kept) : [], subscriptionRoutes(subscription));
  if (kept && sameRoutes(routes, subscriptionRoutes(kept)))
    return { result: { ...(before ? { before } : {}), after: kept } };
  const after: Subscription = { ...subscription, routes };
  return { result: { ...(before ? { before } : {}), after }, write: { value: after } };
}

/** The store step that removes one kind (the subscription goes with its last); answers whether it had it. */
export function withoutKind(current: Subscription | undefined, kind: AlertKind): UpdateStep<boolean> {
  if (current === undefined) return { result: false };
  const routes = subscriptionRoutes(current).filter((route) => route.kind !== kind);
  if (routes.length === subscriptionRoutes(current).length) return { result: false };
  return { result: true, write: routes.length === 0 ? 'delete' : { value: { ...current, routes } } };
}
