// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CastDevice, CastSenderAdapter, CastSenderState } from '../../../common/cast/adapter.ts';

// The cast button's picker, with a sender whose connect answers when the test says: the order of a keyboard viewer's
// choice, the player's layer catching the focus the chosen entry drops, and the connect's answer is the test's.

const TV: CastDevice = { id: 'living-room', name: 'Living Room TV', model: 'Chromecast', busy: false };

function fakeSender() {
  let state: CastSenderState = { devices: [TV], connection: 'not-connected', device: null, media: null, error: null };
  const listeners = new Set<() => void>();
  const set = (next: Partial<CastSenderState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  let answer: (() => void) | null = null;
  const adapter: CastSenderAdapter = {
    implementation: 'simulation',
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    startSession: (deviceId) => {
      set({ connection: 'connecting', device: state.devices.find((device) => device.id === deviceId) ?? null });
      return new Promise<void>((resolve) => {
        answer = () => {
          set({ connection: 'connected' });
          resolve();
        };
      });
    },
    endSession: () => set({ connection: 'not-connected', device: null }),
    send: () => 0,
    dispose: () => undefined,
  };
  return {
    adapter,
    connected: async () => {
      await act(async () => {
        answer?.();
        await Promise.resolve();
      });
    },
  };
}

/**
 * The cast button over a fake sender (sender.ts's module replaced), in the shell's provider inside a focusable player
 * layer, with its picker opened by a click: the sender, the viewer and the picker's device.
 */
async function openedPicker() {
  const sender = fakeSender();
  await castButtonWith(sender.adapter);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Cast' }));
  return { sender, user, device: screen.getByRole('button', { name: /Living Room TV/ }) };
}

async function castButtonWith(adapter: CastSenderAdapter) {
  vi.resetModules();
  vi.doMock('../../../app/cast/sender.ts', () => ({
    castSender: () => adapter,
    subscribeCastSender: () => () => undefined,
    startCastSender: () => Promise.resolve(),
  }));
  const { CastButton } = await import('../../../app/cast/CastUi.tsx');
  const { ShellProvider } = await import('../../../app/kit/ShellProvider.tsx');
  render(
    <MemoryRouter>
      <ShellProvider>
        <div tabIndex={-1} aria-label="Player">
          <CastButton />
        </div>
      </ShellProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.doUnmock('../../../app/cast/sender.ts');
});

describe('the cast picker', () => {
  it('gives focus back to the cast button once a device chosen from the keyboard has connected, even when the player caught the focus the chosen entry dropped', async () => {
    const { sender, user, device } = await openedPicker();
    device.focus();
    await user.keyboard('{Enter}');
    // While it connects the device is the picker's 'Casting device': its button in the list is gone, focus with it.
    expect(screen.getByRole('list', { name: 'Casting device' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
    // The player's layer takes a dropped focus (usePlayerLayer.ts), before the connect answers.
    screen.getByLabelText('Player').focus();
    await sender.connected();
    expect(screen.queryByRole('dialog', { name: 'Connect to' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Casting on Living Room TV' }));
  });

  it('leaves focus where a pointer put it when the device was chosen without focus in the picker', async () => {
    const { sender, device } = await openedPicker();
    // A choice that does not focus the device's button (a tap in Safari), with focus on the player meanwhile.
    screen.getByLabelText('Player').focus();
    act(() => device.click());
    await sender.connected();
    expect(screen.queryByRole('dialog', { name: 'Connect to' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Player'));
  });
});
