// @vitest-environment jsdom
/**
 * The reactivation page's Reactivate for an account a provider billed: the provider-managed warning for an
 * ended subscription first, through the REST provider, the app's clients and the mock world in node (MSW).
 * The deactivated persona's signup details are answered as if Apple had billed it (no persona has that).
 */
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ReactivationView } from '../../../../app/features/billing/reactivation/ReactivationView.tsx';
import { billingViewHarness, ORIGIN } from '../billing-view-harness.tsx';
import { signupDetails } from '../persona-details.ts';

const view = billingViewHarness();
const { server, click } = view;

let subscribes = 0;
beforeEach(() => {
  subscribes = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/billing/subscribe')) subscribes += 1;
  });
  // The deactivated account, billed by Apple before it ended.
  server.use(http.get(`${ORIGIN}/billing/signup_details`, async () => HttpResponse.json({ success: true, result: { ...(await signupDetails('deactivated')), biller: 'apple' } })));
});

function render() {
  view.render(<ReactivationView title="Welcome back" />, { persona: 'deactivated', session: 'reactivation-descriptor' });
}

const dialog = () => view.container.querySelector<HTMLElement>('[role="dialog"]');

describe("the reactivation page's Reactivate for an account a provider billed", () => {
  it('first warns that the provider may still bill; Go back sends nothing, Continue reactivates', async () => {
    render();
    await view.waitFor(() => (view.container.textContent ?? '').includes('Welcome back,'), 'greeted');
    click('Reactivate');
    await view.waitFor(() => dialog() !== null, 'warned');
    expect(dialog()?.textContent).toContain('Billed by Apple');
    expect(dialog()?.textContent).toContain(
      'Your last Airwave subscription was billed by Apple. If you reactivate here, Airwave bills you directly: if Apple still has a subscription for you, cancel it with Apple so you are not billed twice.',
    );
    const current = dialog();
    if (!current) throw new Error('no dialog');
    click('Go back', current);
    await view.waitFor(() => dialog() === null, 'closed');
    expect(subscribes).toBe(0);

    click('Reactivate');
    await view.waitFor(() => dialog() !== null, 'warned again');
    const again = dialog();
    if (!again) throw new Error('no dialog');
    click('Continue', again);
    await view.waitFor(() => subscribes === 1, 'reactivated');
    expect(dialog()).toBeNull();
  });
});
