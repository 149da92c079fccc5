import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupNodeMocks } from '../../mocks/node.ts';
import { NETWORK_ROUTED_PATHS, workerRoutesScript } from '../../mocks/msw/worker-routes.ts';
import { TEST_NOW } from '../support/clock.ts';

// The service worker sends the paths of NETWORK_ROUTED_PATHS to the network (mocks/msw/worker-routes.ts): the browser
// never asks the mock world about them, so it must answer none of them. The browser's routing itself is seen in
// tests/e2e/mock-worker-routes.spec.ts.

const ORIGIN = 'http://airwave.test';
const node = setupNodeMocks({ now: () => new Date(TEST_NOW), origin: ORIGIN });
const handled: string[] = [];
const passed: string[] = [];

beforeAll(() => {
  node.server.listen({ onUnhandledRequest: 'bypass' });
  node.server.events.on('request:match', ({ request }) => handled.push(new URL(request.url).pathname));
  node.server.events.on('request:unhandled', ({ request }) => passed.push(new URL(request.url).pathname));
});
afterAll(() => node.server.close());

/** A path a pattern matches ('/assets/*' → '/assets/chunk-1a2b.js'). */
const example = (pattern: string) => pattern.replace('*', 'chunk-1a2b.js');

describe('the paths the service worker routes past itself', () => {
  it('are none the mock world answers', async () => {
    const paths = [...NETWORK_ROUTED_PATHS.map(example), '/graphql'];
    // Bypassed requests go to a host that does not exist: only which were handled matters.
    await Promise.all(paths.map((path) => fetch(`${ORIGIN}${path}`, { method: 'GET' }).catch(() => undefined)));
    // '/graphql', the mock world's own, is handled: the check sees a handled path for what it is.
    expect(handled).toEqual(['/graphql']);
    expect(passed.sort()).toEqual(NETWORK_ROUTED_PATHS.map(example).sort());
  });

  it('are added as network routes when the worker installs', () => {
    const script = workerRoutesScript();
    expect(script).toContain("addEventListener('install'");
    for (const pattern of NETWORK_ROUTED_PATHS) expect(script).toContain(JSON.stringify({ condition: { urlPattern: pattern }, source: 'network' }));
  });
});
