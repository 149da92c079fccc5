import { expect, test, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { FIRST_LOAD } from './support/pages.ts';

// The notification overlay on the mock build: a notification sent while the page is open arrives over the
// socket, fades in, is marked seen and acknowledged; a request's HTML is sanitized and its action goes
// through performNotificationAction; a survey is answered, then put away.

interface NotificationRecord {
  id: string;
  type: string;
  acknowledgedAt: string | null;
  content: Record<string, unknown>;
}

/** The mocks' control API, from inside the page so it reaches the page's own mock world. */
async function control<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/__mocks${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as unknown;
    },
    { method, path, body },
  ) as Promise<T>;
}

const notificationsState = (page: Page) => control<{ notifications: NotificationRecord[]; liveListeners: number }>(page, 'GET', '/notifications');
const record = async (page: Page, id: string) => (await notificationsState(page)).notifications.find((item) => item.id === id);

/** Opens Home and waits until the page listens for notification changes (it starts once the page has settled). */
async function openHome(page: Page) {
  await page.goto('/player/mytv');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible(FIRST_LOAD);
  await expect.poll(async () => (await notificationsState(page)).liveListeners, { timeout: 20_000 }).toBeGreaterThan(0);
}

async function send(page: Page, type: string, content: Record<string, unknown> = {}): Promise<string> {
  const sent = await control<{ notification: { id: string } }>(page, 'POST', '/notifications', { type, content });
  return sent.notification.id;
}

test("a notification sent while the page is open arrives live, is marked seen, takes a reaction, and Dismiss acknowledges it; a request's HTML shows without running its script or onerror, its action through performNotificationAction; a survey is put away once every question has an answer", async ({ page }) => {
  // Three journeys on one Home, each sending its notifications while the page listens.
  test.slow();
  await openHome(page);
  // The default persona has read everything: no overlay until something arrives.
  await expect(page.getByTestId('notification-overlay')).toHaveCount(0);

  const id = await send(page, 'MESSAGE', { title: 'Tonight on Airwave', body: 'The final episode airs at 9. Details at https://airwave.example/finale.' });
  const overlay = page.getByTestId('notification-overlay');
  const dialog = page.getByRole('dialog', { name: 'Tonight on Airwave' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'https://airwave.example/finale' })).toBeVisible();
  // Marked seen once its fade-in has ended.
  await expect(overlay).toHaveAttribute('data-seen', 'true');
  await expect(overlay).toHaveAttribute('data-phase', 'shown');
  // Focus moved into it, for the keyboard.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await expectNoSeriousAccessibilityViolations(page);

  // The reaction widget: a choice says thanks, and 2 seconds later the widget is gone.
  const reactions = dialog.getByRole('group', { name: 'Was this helpful?' });
  for (const name of ['Positive', 'Neutral', 'Negative']) await expect(reactions.getByRole('button', { name, exact: true })).toBeVisible();
  await reactions.getByRole('button', { name: 'Positive' }).click();
  await expect(reactions).toContainText('Thanks for letting us know.');
  await expect(reactions).toHaveCount(0, { timeout: 5_000 });
  // Remembered for this prompt, so it will not ask again.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('airwave:reaction-prompts') ?? '[]') as string[])).toContain(`notification:${id}`);

  // Only the newest unacknowledged one shows: a newer one takes its place.
  const newer = await send(page, 'EMAIL_VERIFICATION', { action: 'ADD' });
  await expect(page.getByRole('dialog', { name: 'Add your email' })).toBeVisible();
  await page.getByRole('button', { name: 'Hide' }).click();
  await expect.poll(async () => (await record(page, newer))?.acknowledgedAt ?? null).not.toBeNull();

  // An unconfirmed email's notification reads 'Verify your email'.
  const verifyNote = await send(page, 'EMAIL_VERIFICATION', { action: 'VERIFY' });
  await expect(page.getByRole('dialog', { name: 'Verify your email' })).toBeVisible();
  await page.getByRole('button', { name: 'Hide' }).click();
  await expect.poll(async () => (await record(page, verifyNote))?.acknowledgedAt ?? null).not.toBeNull();

  // Then the older one comes back, and Dismiss (here with the keyboard) acknowledges it in the world.
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Dismiss' }).focus();
  await page.keyboard.press('Enter');
  await expect(overlay).toHaveCount(0);
  await expect.poll(async () => (await record(page, id))?.acknowledgedAt ?? null).not.toBeNull();

  // Withdrawn by the server while showing: it goes away.
  const withdrawn = await send(page, 'NAVIGATION');
  await expect(page.getByRole('dialog', { name: 'Add STARZ to your plan' })).toBeVisible();
  await control(page, 'DELETE', `/notifications/${withdrawn}`);
  await expect(page.getByRole('dialog', { name: 'Add STARZ to your plan' })).toHaveCount(0);
  await expectNoSeriousAccessibilityViolations(page);

  // On the same Home, a request's HTML shows without running its script or onerror, and its action goes through
  // performNotificationAction (each journey in a block of its own: its names are its own).
  {
    await page.evaluate(() => {
      (window as unknown as { __hacked?: number }).__hacked = undefined;
    });
    const id = await send(page, 'REQUEST', {
      title: 'Confirm your household',
      body: '<p>Is <strong>Austin, TX</strong> your home?<script>window.__hacked = 1</script><img src="x" onerror="window.__hacked = 2"></p>',
      isDismissible: false,
    });
    const dialog = page.getByRole('dialog', { name: 'Confirm your household' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Is Austin, TX your home?')).toBeVisible();
    await expect(dialog.locator('strong')).toHaveText('Austin, TX');
    // Sanitized: the script is gone and the image kept no handler.
    await expect(dialog.locator('script')).toHaveCount(0);
    await expect(dialog.locator('[onerror]')).toHaveCount(0);
    // Not dismissible: no Dismiss, a 'Need help?' footer, and Escape leaves it in place.
    await expect(dialog.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
    await expect(dialog.getByText('Need help?')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);

    await dialog.getByRole('button', { name: 'Yes, it was me' }).click();
    await expect(dialog).toHaveCount(0);
    const performed = await record(page, id);
    expect(performed?.content['performedActionId']).toBe('confirm_household');
    expect(performed?.acknowledgedAt).not.toBeNull();
    expect(await page.evaluate(() => (window as unknown as { __hacked?: number }).__hacked)).toBeUndefined();
  }

  // And a survey is put away once every question has an answer.
  {
    const id = await send(page, 'SURVEY');
    const dialog = page.getByRole('dialog', { name: 'Welcome to Airwave!' });
    await expect(dialog).toBeVisible();
    const answered = page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          window.addEventListener('airwave:analytics', (event) => {
            const { detail } = event as CustomEvent<{ event: string; properties: unknown }>;
            if (detail.event === 'Survey Answered') resolve(detail.properties);
          });
        }),
    );

    await dialog.getByRole('group', { name: 'How did you hear about Airwave?' }).getByRole('radio', { name: 'A friend or family member' }).check();
    // One question left: the survey stays.
    await expect(dialog).toBeVisible();
    expect((await record(page, id))?.acknowledgedAt).toBeNull();
    await expectNoSeriousAccessibilityViolations(page);

    // The last answer puts the survey away at once: a click (check() would then look for a radio that is gone).
    await dialog.getByRole('group', { name: 'What do you watch most?' }).getByRole('radio', { name: 'Sports' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await answered).toEqual({ notificationId: id, pollName: 'welcome_survey', answers: { heard_from: 'friend', watch_most: 'sports' } });
    await expect.poll(async () => (await record(page, id))?.acknowledgedAt ?? null).not.toBeNull();
  }
});
