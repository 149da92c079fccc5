/**
 * Where the Mocks panel sends control requests (`/__mocks…`): the page's own origin, where the service worker's
 * mock world answers, unless the app's REST calls go to another origin that answers the control API itself — the
 * standalone mock server, for example in proxy mode (docs/recipes/switch-an-operation-to-the-real-backend.md).
 * A real backend there does not answer it, and the page's own mock world is used as before.
 */
import { resolveEndpoints, type EndpointEnv } from '../config/endpoints.ts';

let found: Promise<string> | undefined;

/** '' for the page's own origin, or the other origin (no trailing slash); asked once per page. */
export function controlBase(): Promise<string> {
  found ??= (async () => {
    // As EndpointEnv: the fake Stripe.js uses this too, and its unit test type-checks it without the app's env typings.
    const origin = new URL(resolveEndpoints(import.meta.env as EndpointEnv, window.location.origin).profileBaseUrl).origin;
    if (origin === window.location.origin) return '';
    const answers = await fetch(`${origin}/__mocks`).then(
      (response) => response.ok,
      () => false,
    );
    return answers ? origin : '';
  })();
  return found;
}
