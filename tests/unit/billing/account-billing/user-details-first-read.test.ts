import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createRestClients } from '../../../../app/api/rest/clients.ts';
import { keepRestFirstReads, readUserDetails, sendRestFirstRead } from '../../../../app/api/rest/first-read.ts';
import { restFirstReads } from '../../../../app/lib/pages/rest-first-reads.ts';
import { loadUserDetails } from '../../../../app/features/billing/core/calls.ts';
import { TEST_ORIGIN, setupTestMockServer } from '../../../support/msw.ts';

// A page load of the Account page reads the account's billing state at once, from the entry, before the page's code has
// arrived (app/main.tsx; docs/decisions/0012-first-read-before-apollo.md); the page's own read takes that request.

const server = setupTestMockServer();
const clients = createRestClients({ profileBaseUrl: TEST_ORIGIN, billingBaseUrl: TEST_ORIGIN, playbackBaseUrl: TEST_ORIGIN });

/** The server answers each GET /billing/user_details with its own number, and counts them. */
function countAnswers() {
  const answers = { sent: 0 };
  server.use(
    http.get(`${TEST_ORIGIN}/billing/user_details`, () => {
      answers.sent += 1;
      return HttpResponse.json({ success: true, result: { answer: answers.sent } });
    }),
  );
  return answers;
}

/** What the entry does at a page load of this path. */
function pageLoadAt(pathname: string) {
  for (const read of restFirstReads(pathname)) sendRestFirstRead(read, clients);
}

afterEach(() => keepRestFirstReads([]));

describe("the Account page's billing state, read by the entry", () => {
  it("is sent once at a page load of the Account page: the page's read takes it, a later read (a reload after a change) asks the server", async () => {
    const answers = countAnswers();
    pageLoadAt('/player/user/account');
    expect(await loadUserDetails(clients)).toEqual({ kind: 'success', result: { answer: 1 } });
    expect(answers.sent).toBe(1);
    expect(await loadUserDetails(clients)).toEqual({ kind: 'success', result: { answer: 2 } });
    expect(answers.sent).toBe(2);
  });

  it('is sent at the top-level /account too, and kept as the router leads it to the Account page', async () => {
    const answers = countAnswers();
    pageLoadAt('/account');
    keepRestFirstReads(restFirstReads('/player/user/account'));
    expect(await loadUserDetails(clients)).toEqual({ kind: 'success', result: { answer: 1 } });
    expect(answers.sent).toBe(1);
  });

  it('is dropped at a route change to a page whose load would not send it: a later visit asks the server afresh', async () => {
    const answers = countAnswers();
    pageLoadAt('/player/user/account');
    // The shell's gate sent a deactivated viewer to the reactivation page before the Account page asked.
    keepRestFirstReads(restFirstReads('/player/user/reactivate'));
    expect(await loadUserDetails(clients)).toEqual({ kind: 'success', result: { answer: 2 } });
    expect(answers.sent).toBe(2);
  });

  it.each(['/player/mytv', '/player/guide', '/player/user/settings', '/player/user/accounts', '/settings'])('is not sent at a page load of %s', async (pathname) => {
    const answers = countAnswers();
    pageLoadAt(pathname);
    expect(restFirstReads(pathname)).toEqual([]);
    expect(answers.sent).toBe(0);
  });

  it('is the read the Account page sends', () => {
    expect(restFirstReads('/player/user/account')).toEqual([readUserDetails]);
    expect(restFirstReads('/player/user/account/')).toEqual([readUserDetails]);
  });
});
