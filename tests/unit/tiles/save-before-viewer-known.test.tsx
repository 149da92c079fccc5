// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { FavoriteChannelButton, SaveShowButton } from '../../../app/tiles/index.ts';
import { ORIGIN, setupViewTests } from '../../support/render.tsx';

// A Save (or Favorite) pressed before the viewer is known — the shell's read of the user still on its way (a slow
// phone, a busy machine) — waits for that read to know whether to ask for an email first. While it waits the control
// is busy (aria-busy, and aria-disabled: it keeps focus), and another press does nothing: a visitor who double-clicks
// gets one add-email prompt, and nothing is saved.

const view = setupViewTests();

interface GraphQLOperation {
  operationName?: string;
}

/** Holds the user's reads (the `User` query) until `release()`, then lets the mock world answer them; notes what was sent. */
function holdUserRead() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = { users: 0, sent: [] as string[], release: () => release() };
  const hold = async ({ request }: { request: Request }) => {
    const body = (await request.clone().json()) as GraphQLOperation | GraphQLOperation[];
    const names = (Array.isArray(body) ? body : [body]).map((operation) => operation.operationName ?? '?');
    held.sent.push(...names);
    if (names.includes('User')) {
      held.users += 1;
      await gate;
    }
    return undefined; // on to the mock world's own handler
  };
  view.server.use(http.post(`${ORIGIN}/graphql`, hold), http.post(`${ORIGIN}/api/graphql`, hold));
  return held;
}

const PROMPT = 'Add an email to your account';

describe('a Save or Favorite pressed before the viewer is known', () => {
  it.each([
    {
      control: 'Save',
      ui: <SaveShowButton show={{ id: 'show:shw-yellowstone', showId: 'shw-yellowstone', hasFollow: false }} title="Yellowstone" />,
      name: 'Save Yellowstone',
      request: 'CreateFollow',
    },
    {
      control: 'Favorite',
      ui: <FavoriteChannelButton channel={{ id: 'channel:ch-abc', channelId: 'ch-abc', displayName: 'ABC', isFavorite: false, images: { small: null } }} />,
      name: 'Favorite ABC',
      request: 'CreateFavoriteChannel',
    },
  ])('$control: busy while the read travels, and a double click gives a visitor one add-email prompt', async ({ ui, name, request }) => {
    const held = holdUserRead();
    const { user } = view.render(ui, { persona: 'visitor' });
    const control = screen.getByRole('button', { name });
    expect(control.getAttribute('aria-busy')).not.toBe('true');

    await user.dblClick(control);
    await waitFor(() => expect(held.users).toBe(1));
    expect(control.getAttribute('aria-busy')).toBe('true');
    expect(control.getAttribute('aria-disabled')).toBe('true');
    // Busy, not disabled: a keyboard viewer keeps focus on it.
    expect(control.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(control);
    // A third press while it waits does nothing either.
    await user.click(control);

    held.release();
    expect(await screen.findByRole('dialog', { name: PROMPT })).toBeDefined();
    await waitFor(() => expect(control.getAttribute('aria-disabled')).toBeNull());
    expect(control.getAttribute('aria-busy')).not.toBe('true');
    expect(screen.getAllByRole('dialog', { name: PROMPT })).toHaveLength(1);
    expect(held.sent).not.toContain(request);
  });
});
