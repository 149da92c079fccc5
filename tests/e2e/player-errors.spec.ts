import { expect, test, type Page } from './support/test.ts';
import { expectNoSeriousAccessibilityViolations } from './support/axe.ts';
import { PLAYBACK_ERROR_NAMES } from '../../common/error-catalogue.ts';
import { controlMocks } from './support/mock-control.ts';

// Every player failure the mock world can plant (the Mocks panel's presets and every playback-error name) shows
// the error view of its catalogue entry on the mock build: the code, the title and the catalogue's message word
// for word (the spec's), in the view's sections, with one action of each kind, straight at the player's route.

/** A ClearKey-encrypted on-demand episode: its manifest and its licence call are both where a fault can bite. */
const EPISODE = '/player/player/vod/epi-yellowstone-s5e1';

const TROUBLE = "We're having trouble streaming this content.";
const LATER = 'Please try again later.';
const CANNOT_PLAY = "This video can't play right now";
const LOCKED = "This video can't be unlocked";
const UNREACHABLE = "Airwave can't be reached right now";
const REFUSED_ADVICE = 'Refresh the page. If it happens again, sign out and in again.';

interface Expected {
  code: string;
  title: string;
  message: string;
  action: 'Details' | 'Try again' | 'Got it' | 'Contact support';
  troubleshooting?: string;
  /** The service is away: the manifest is retried (1, 2, 4, 8, 16 s) or held before the view shows. */
  waits?: boolean;
}

const locked: Expected = { code: '1.2', title: LOCKED, message: TROUBLE, action: 'Details' };
const later: Expected = { code: '-12', title: UNREACHABLE, message: LATER, action: 'Try again', waits: true };

/** What each fault shows, written out from the spec's catalogue (and our titles). */
const EXPECTED: Record<string, Expected> = {
  'getManifest:status=403': { code: '1.1', title: 'This video was refused', message: TROUBLE, action: 'Details', troubleshooting: REFUSED_ADVICE },
  'getManifest:status=502': later,
  'getManifest:status=504': later,
  'getManifest:timeout=30000': later,
  'requestClearKeyLicense:playback-error=KEY_NOT_AUTHORIZED': locked,
  'getManifest:playback-error=BROADCAST_BLACKOUT': { code: '1202', title: 'Blacked out in your area', message: 'This program is not available in your area due to a broadcast blackout.', action: 'Details' },
  'getManifest:playback-error=TOO_MANY_STREAMS': {
    code: '1201',
    title: 'Too many screens at once',
    message: 'You are watching Airwave on too many screens at once. Stop playback on another device to watch here.',
    action: 'Details',
  },
  'getManifest:playback-error=NOT_IN_PACKAGE': {
    code: '1200',
    title: 'Not in your package',
    message: 'This channel is not included in your current package. Upgrade your package or add the add-on that includes it to watch.',
    action: 'Details',
  },
  'getManifest:playback-error=GEO_RESTRICTED': { code: '3', title: 'Not available where you are', message: 'Airwave is only available in the US.', action: 'Got it' },
  'getManifest:playback-error=ACCOUNT_ISSUE': { code: '1102', title: "There's an issue with your account", message: "Sorry, there's an issue with your Airwave account. Please contact support.", action: 'Contact support' },
  'getManifest:playback-error=RECORDING_NOT_AVAILABLE': {
    code: '1212',
    title: "This recording isn't ready yet",
    message: 'This recording is not available. Newly scheduled recordings may take up to a minute before they are available to be played. Please try again shortly.',
    action: 'Details',
  },
  'getManifest:playback-error=RECORDING_CORRUPTED': { code: '1213', title: "This recording can't play", message: 'This recording is currently corrupted. Please try again later.', action: 'Details' },
  'getManifest:playback-error=VOD_OUTSIDE_WINDOW': {
    code: '1210',
    title: 'No longer available',
    message: "This Video On Demand is no longer available as it is outside of the content owner's approved viewable time period.",
    action: 'Details',
  },
  'getManifest:playback-error=RECORDING_OUTSIDE_WINDOW': {
    code: '1211',
    title: 'No longer available',
    message: "This recording is no longer available as it is outside of the content owner's approved viewable time period.",
    action: 'Details',
  },
  'getManifest:playback-error=MALFORMED_REQUEST': { code: '1.1', title: CANNOT_PLAY, message: TROUBLE, action: 'Details' },
  'getManifest:playback-error=ASSET_NOT_FOUND': { code: '1.1', title: "This video can't be found", message: TROUBLE, action: 'Details' },
  'getManifest:playback-error=PLAYBACK_SESSION_NOT_FOUND': { code: '1.1', title: 'This playback has ended', message: TROUBLE, action: 'Details' },
  'getManifest:playback-error=SERVICE_UNAVAILABLE': later,
  'requestClearKeyLicense:playback-error=MALFORMED_REQUEST': locked,
  'requestClearKeyLicense:playback-error=LICENSE_CHALLENGE_INVALID': locked,
  'requestClearKeyLicense:playback-error=CLEARKEY_KID_INVALID': locked,
  'requestClearKeyLicense:playback-error=CLEARKEY_SESSION_TYPE_UNSUPPORTED': locked,
  'requestClearKeyLicense:playback-error=FAIRPLAY_REQUEST_INVALID': locked,
  'requestClearKeyLicense:playback-error=DRM_TOKEN_MALFORMED': locked,
  'requestClearKeyLicense:playback-error=DRM_TOKEN_INVALID': locked,
  'requestClearKeyLicense:playback-error=DRM_TOKEN_EXPIRED': locked,
};

/** Names whose failure is not an error view: a missing session is the app's session-expired flow (player.spec.ts). */
const NOT_AN_ERROR_VIEW = new Set(['SESSION_MISSING']);

/** The mock world's player failure presets (as the Mocks panel gets them, from its control API) that are failures. */
async function failurePresets(page: Page): Promise<string[]> {
  const presets = await page.evaluate(async () => {
    const state = (await (await fetch('/__mocks')).json()) as { faultPresets: Array<{ faults: string; label: string }> };
    return state.faultPresets.filter((preset) => preset.label.startsWith('Player:')).map((preset) => preset.faults);
  });
  // The failures among them (a slowed network still plays: it is not an error view).
  return presets.filter((faults) => /:(status|timeout|network|playback-error|geo-fail|unauthorized)\b/.test(faults));
}

/** Runs the page's clock on while the service is retried or held, until the error view shows. */
async function waitThroughRetries(page: Page): Promise<void> {
  const view = page.getByRole('alert').getByTestId('player-error-code');
  for (let step = 0; step < 40; step += 1) {
    // A moment of real time for the request in flight, then the page's clock on through its wait.
    if (await view.waitFor({ timeout: 500 }).then(() => true, () => false)) return;
    await page.clock.runFor(2_000);
  }
}

/**
 * The error view shows `expected` for `faults`: code, title, the sections, the entry's action, Help, one Dismiss and
 * one Refresh, and Details naming the failure; axe runs on each shape of the view (its action and its sections) once
 * per page, `checked` holding the shapes already run.
 */
async function expectErrorView(page: Page, faults: string, expected: Expected, checked: Set<string>): Promise<void> {
  const view = page.getByRole('alert');
  await expect(view.getByTestId('player-error-code'), faults).toHaveText(expected.code, { timeout: 30_000 });
  await expect(view.getByRole('heading', { level: 1 }), faults).toHaveText(expected.title);
  // The sections, each a header and its body: the catalogue's message is the problem.
  await expect(view.getByRole('region', { name: "What's the problem?" }), faults).toHaveText(`What's the problem?${expected.message}`);
  const tips = view.getByRole('region', { name: 'How to troubleshoot?' });
  if (expected.troubleshooting) await expect(tips, faults).toHaveText(`How to troubleshoot?${expected.troubleshooting}`);
  else await expect(tips, faults).toHaveCount(0);
  // The entry's action, the help button, and one Dismiss and one Refresh (the action is one of them where it does the same).
  const action = expected.action === 'Contact support' ? view.getByRole('link', { name: 'Contact support' }) : view.getByRole('button', { name: expected.action, exact: true });
  await expect(action, faults).toBeVisible();
  await expect(view.getByRole('link', { name: expected.action === 'Contact support' ? 'Contact support' : 'Help', exact: true }), faults).toHaveAttribute('href', `https://help.airwave.tv/playback?code=${encodeURIComponent(expected.code)}`);
  await expect(view.getByRole('button', { name: /^(Dismiss|Got it)$/ }), faults).toHaveCount(1);
  await expect(view.getByRole('button', { name: /^(Refresh|Try again)$/ }), faults).toHaveCount(1);
  if (expected.action === 'Details') {
    await action.click();
    await expect(view.getByRole('region', { name: 'Details' }), faults).toContainText(faults.includes('playback-error=') ? faults.replace(/.*=/, '') : /BAD_HTTP_STATUS|TIMEOUT|HTTP_ERROR/);
  }
  const shape = `${expected.action}/${expected.troubleshooting ? 'tips' : 'no tips'}`;
  if (!checked.has(shape)) {
    checked.add(shape);
    await expectNoSeriousAccessibilityViolations(page);
  }
}

const AT_ONCE = Object.entries(EXPECTED).filter(([, expected]) => !expected.waits);
const WAITING = Object.entries(EXPECTED).filter(([, expected]) => expected.waits);

// Every failure is walked in one player page: the first is planted in its URL, each next one through the mock world's
// control API (what the Mocks panel's Apply does), then reached with the view's own Refresh (or Try again), which loads
// the title again. Those the view shows at once come first, then those whose service is retried or held first, the
// page's clock run through the waits. A first load per failure cost ~4 CPU-s each (a new document, service worker and
// mock world) for the same view; the walk also shows that Refresh asks again and draws the new answer, and axe runs on
// each shape of the view once.
test("the table covers every player preset of the Mocks panel and every playback-error name, and each failure shows its view, one after another through Refresh: at once, or once the page's clock has run through the retries and waits", async ({ page }) => {
  test.setTimeout(AT_ONCE.length * 15_000 + WAITING.length * 45_000);
  const [first, ...rest] = AT_ONCE;
  if (!first) throw new Error('no failure shown at once');
  await page.goto(`${EPISODE}?faults=${encodeURIComponent(first[0])}`);
  const failures = await failurePresets(page);
  expect(failures.length).toBeGreaterThan(10);
  expect(failures.filter((faults) => !(faults in EXPECTED))).toEqual([]);
  const named = new Set(Object.keys(EXPECTED).map((faults) => /playback-error=(\w+)$/.exec(faults)?.[1]));
  expect(PLAYBACK_ERROR_NAMES.filter((name) => !named.has(name) && !NOT_AN_ERROR_VIEW.has(name))).toEqual([]);

  const checked = new Set<string>();
  await expectErrorView(page, ...first, checked);
  for (const [faults, expected] of [...rest, ...WAITING]) {
    expect(await controlMocks(page, 'PUT', '/faults', { faults }), faults).toBe(200);
    // The view shown now is marked: the next failure's must be a view drawn after the Refresh.
    await page.getByRole('alert').evaluate((view) => view.setAttribute('data-before-refresh', ''));
    await page.getByRole('alert').getByRole('button', { name: /^(Refresh|Try again)$/ }).click();
    await expect(page.locator('[role="alert"][data-before-refresh]'), faults).toHaveCount(0);
    if (expected.waits) await waitThroughRetries(page);
    await expectErrorView(page, faults, expected, checked);
  }
});

test("the player's own code failing to load is the display side's code 100, and Try again loads it", async ({ page }) => {
  let refuse = true;
  let refused = 0;
  // On the context: the mock world's service worker fetches what it does not mock, and its requests pass here.
  await page.context().route(/shaka-player/, (route) => (refuse ? (refused += 1, route.abort()) : route.fallback()));
  await page.goto(EPISODE);
  const view = page.getByRole('alert');
  await expect(view.getByTestId('player-error-code')).toHaveText('100', { timeout: 30_000 });
  expect(refused).toBeGreaterThan(0);
  await expect(view.getByRole('heading', { level: 1 })).toHaveText("The player couldn't start");
  await expect(view.getByRole('region', { name: "What's the problem?" })).toHaveText("What's the problem?The player couldn't load. Please check your connection and try again.");
  await expectNoSeriousAccessibilityViolations(page);
  refuse = false;
  await view.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 30_000 });
});
