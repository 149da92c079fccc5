import { describe, expect, it } from 'vitest';
import { resolveAnalytics } from '../../../common/analytics/settings.ts';

// Built as production (no mocks, as vitest.config.ts defines): without a write key nothing is sent.
describe('resolveAnalytics: where a production build sends analytics', () => {
  it.each([
    ['no write key: none (the SDK never loads)', {}, 'https:', null],
    ['a blank write key: none', { VITE_ANALYTICS_WRITE_KEY: '  ' }, 'https:', null],
    ['a write key: Segment over https', { VITE_ANALYTICS_WRITE_KEY: 'wk_1' }, 'http:', { writeKey: 'wk_1', apiHost: 'api.segment.io/v1', protocol: 'https' }],
    [
      'a first-party host: over the page’s scheme',
      { VITE_ANALYTICS_WRITE_KEY: 'wk_1', VITE_ANALYTICS_API_HOST: 'events.airwave.example/v1' },
      'https:',
      { writeKey: 'wk_1', apiHost: 'events.airwave.example/v1', protocol: 'https' },
    ],
  ])('%s', (_, env, protocol, expected) => {
    expect(resolveAnalytics(env, { host: 'www.airwave.example', protocol })).toEqual(expected);
  });
});
