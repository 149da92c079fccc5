/**
 * Every test file's setup (vitest.config.ts `setupFiles`): the entry's first reads are module state
 * (app/api/graphql/first-read.ts), and the unit suite shares loaded modules between the files a worker runs
 * (`isolate: false`). A read that a test sent and no query took — one that failed stays for the page's own query — would
 * be handed to the next file's page with the same variables (Home's first screen then drew what a failure draws, the
 * whole page at once). None outlives its test.
 */
import { afterEach } from 'vitest';
import { keepFirstReads } from '../../app/api/graphql/first-read.ts';

afterEach(() => {
  keepFirstReads([]);
});
