/**
 * REST reads the entry sends at a page load before the page's code has arrived (docs/decisions/0012-first-read-before-apollo.md,
 * "The Account page too"): the page's own read takes the request already on its way instead of sending it again once
 * its code has loaded and rendered. A read is one call on the typed clients, named by that function itself, so the read
 * sent and the read that takes it are the same request by construction.
 */
import type { RestClients } from './clients.ts';

/** A REST read: one request on the typed clients, resolving to openapi-fetch's result (never to an outcome). */
export type RestRead<Result> = (clients: RestClients) => Promise<Result>;

/** GET /billing/user_details: the Account page's billing state. */
export const readUserDetails = (clients: RestClients) => clients.billing.GET('/billing/user_details');

const sent = new Map<RestRead<unknown>, Promise<unknown>>();

/** Sends the read now, for the page's own read to take (`restRead`). */
export function sendRestFirstRead<Result>(read: RestRead<Result>, clients: RestClients): void {
  const result = read(clients);
  // Whoever takes it handles a failure; until then it must not count as unhandled.
  result.catch(() => undefined);
  sent.set(read, result);
}

/** The read's result: the one the entry sent if it is still waiting (taken once: a later read asks the server), else a request now. */
export function restRead<Result>(read: RestRead<Result>, clients: RestClients): Promise<Result> {
  const waiting = sent.get(read) as Promise<Result> | undefined;
  sent.delete(read);
  return waiting ?? read(clients);
}

/**
 * A REST first read is the first page's only, as a GraphQL one is (keepFirstReads): called at each route change with the
 * reads a page load at the new address would send, it drops every read still waiting that is not among them, so a read
 * no page took (the shell's gate sent the viewer elsewhere) never answers a later visit with its old answer.
 */
export function keepRestFirstReads(kept: readonly RestRead<unknown>[]): void {
  for (const read of sent.keys()) if (!kept.includes(read)) sent.delete(read);
}
