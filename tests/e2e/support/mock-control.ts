/**
 * The mock world's control API (`/__mocks/…`), called from inside the page so it reaches the page's own mock world.
 * Changes are JSON only (the server refuses anything else with 415), so every call here says so.
 */
import { pageQueryVariables } from '../../../common/page-query.ts';
import { expect, type Locator, type Page } from './test.ts';

/** Sends one control request; returns its status. */
export async function controlMocks(page: Page, method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const init: RequestInit = { method, headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
      return (await fetch(`/__mocks${path}`, init)).status;
    },
    { method, path, body },
  );
}

/** How many of the page's live subscriptions listen to a world event (`GET /__mocks/listeners`). */
export async function worldListeners(page: Page, event: string): Promise<number> {
  return page.evaluate(async (name) => {
    const counts = (await (await fetch('/__mocks/listeners')).json()) as Record<string, number>;
    return counts[name] ?? 0;
  }, event);
}

/** The pending verification succeeds at the next poll (as if the confirmation link was opened). */
export async function openConfirmationLink(page: Page): Promise<void> {
  expect(await controlMocks(page, 'POST', '/verification/complete')).toBe(200);
}

/**
 * Withdraws a notification once the page listens for the world's notification changes, so that it is told live: a
 * withdrawal made before then reaches no page that had already read its notifications, which then shows it over the
 * page (at load 30-50 the delinquent persona's payment notification covered Checkout's 'Change plan' so).
 */
export async function withdrawNotification(page: Page, id: string): Promise<void> {
  await expect.poll(() => worldListeners(page, 'notificationChanged')).toBeGreaterThan(0);
  expect(await controlMocks(page, 'DELETE', `/notifications/${encodeURIComponent(id)}`)).toBeLessThan(300);
}

/**
 * The `emailless` persona's waiting 'Add your email' notification would show over the page as soon as no modal is
 * open, and take the focus: a test about something else withdraws it first (the page is told live).
 */
export async function withdrawAddEmailNotification(page: Page): Promise<void> {
  await withdrawNotification(page, 'ntf_add_email');
}

/**
 * The `departing` persona's unread 'We're sorry to see you go' shows over the page once the page has settled, which a
 * busy machine reaches mid-test (its overlay then took a click meant for the account page): a test about something
 * else withdraws it first (the page is told live).
 */
export async function withdrawDepartingNotification(page: Page): Promise<void> {
  await withdrawNotification(page, 'ntf_sorry_to_see_you_go');
}

/**
 * In an open add-email dialog: the email, the terms, Continue, 'Check your email', then the confirmation link
 * opened and the next poll (the page's clock moved on) closes the dialog.
 */
export async function addEmailAndConfirm(page: Page, dialog: Locator, email = 'jordan.rivera@example.com'): Promise<void> {
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('checkbox', { name: 'I agree to the Terms of Use and the Privacy Policy' }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await openConfirmationLink(page);
  await page.clock.fastForward(5_000);
  await expect(dialog).toHaveCount(0);
}

/**
 * Plants `fault` on a page's page request alone (the rows below its first screen: the `Page` read with the page
 * request's own `first`, not the first screen's, which is a `Page` read too and must be answered) with the mock world's
 * per-request header (`x-mock-faults`), until `lift` is called.
 */
export async function faultOnPageRequest(page: Page, pageType: 'HOME' | 'GUIDE', fault: string): Promise<{ lift: () => Promise<void> }> {
  await page.addInitScript(
    ({ pageType, pageRequest, fault }) => {
      let planted = true;
      const native = window.fetch.bind(window);
      const isPageRequest = (operation: unknown) => {
        const { operationName, variables } = (operation ?? {}) as { operationName?: string; variables?: { pageType?: string; first?: number } };
        return operationName === 'Page' && variables?.pageType === pageType && variables.first === pageRequest;
      };
      window.fetch = (input, init) => {
        if (!planted || typeof init?.body !== 'string') return native(input, init);
        let body: unknown;
        try {
          body = JSON.parse(init.body);
        } catch {
          return native(input, init);
        }
        if (!(Array.isArray(body) ? body : [body]).some(isPageRequest)) return native(input, init);
        const headers = new Headers(init.headers);
        headers.set('x-mock-faults', fault);
        return native(input, { ...init, headers });
      };
      Object.assign(window, { liftPageRequestFault: () => void (planted = false) });
    },
    { pageType, pageRequest: pageQueryVariables(pageType).first, fault },
  );
  return { lift: () => page.evaluate(() => (window as unknown as { liftPageRequestFault: () => void }).liftPageRequestFault()) };
}
