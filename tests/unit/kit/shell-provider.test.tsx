// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../app/kit/Dialog.tsx';
import { useModals, useNotices, useToasts, type ModalApi, type NoticeApi, type ToastApi } from '../../../app/kit/ShellProvider.tsx';
import { setupViewTests, type RenderedView } from '../../support/render.tsx';

// The render helper draws its children inside the app's ShellProvider: the one under test.
const view = setupViewTests();

let rendered: RenderedView;
let container: HTMLElement;
let api: { modals: ModalApi; notices: NoticeApi; toasts: ToastApi };

function Probe() {
  const modals = useModals();
  const notices = useNotices();
  const toasts = useToasts();
  useEffect(() => {
    api = { modals, notices, toasts };
  }, [modals, notices, toasts]);
  return <button type="button">outside</button>;
}

beforeEach(() => {
  vi.useFakeTimers();
  rendered = view.render(<Probe />);
  container = rendered.container;
});

afterEach(() => {
  vi.useRealTimers();
});

const text = () => container.textContent ?? '';
/** The dimmed area around a dialog (no role of its own: a pointer's target, not a control). */
function overlay(): Element {
  const found = container.querySelector('.modal-overlay');
  if (!found) throw new Error('no modal overlay');
  return found;
}

describe('ShellProvider', () => {
  it('shows notices one at a time, fading one second before their end', () => {
    act(() => {
      api.notices.add({ title: 'First', type: 'success' });
      api.notices.add({ title: 'Second', type: 'error', noticeDuration: 2000 });
    });
    expect(text()).toContain('First');
    expect(text()).not.toContain('Second');
    act(() => vi.advanceTimersByTime(4000));
    expect(container.querySelector('.notice')?.getAttribute('data-fading')).toBe('true');
    act(() => vi.advanceTimersByTime(1000));
    expect(text()).toContain('Second');
    expect(container.querySelector('.notice')?.getAttribute('data-fading')).toBeNull();
    act(() => vi.advanceTimersByTime(2000));
    expect(container.querySelector('.notice')).toBeNull();
  });

  it('shows toasts for 4 seconds', () => {
    act(() => api.toasts.show('Saved to your list'));
    expect(text()).toContain('Saved to your list');
    act(() => vi.advanceTimersByTime(3999));
    expect(text()).toContain('Saved to your list');
    act(() => vi.advanceTimersByTime(1));
    expect(text()).not.toContain('Saved to your list');
  });

  it("takes a toast's timer along when the shell goes before the toast does (it would fire on a page that is gone)", () => {
    act(() => api.toasts.show('Saved to your list'));
    act(() => api.notices.add({ title: 'Notice', type: 'success' }));
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    rendered.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps lower modals mounted but inert, only the top is usable; Escape closes the top and returns focus', () => {
    const outside = screen.getByRole('button', { name: 'outside' });
    act(() => outside.focus());
    act(() => {
      api.modals.push({ type: 'confirmation_dialog', render: (close) => <Dialog title="Below" onClose={close}><button type="button">below</button></Dialog> });
    });
    act(() => {
      api.modals.push({ type: 'upsell_dvr', render: (close) => <Dialog title="Top" onClose={close}><button type="button">top</button></Dialog> });
    });
    const dialogs = Array.from(container.querySelectorAll<HTMLElement>('[role="dialog"]'));
    expect(dialogs.map((dialog) => dialog.textContent)).toEqual([expect.stringContaining('Below'), expect.stringContaining('Top')]);
    expect(dialogs.map((dialog) => Boolean(dialog.closest('[inert]')))).toEqual([true, false]);
    expect(document.activeElement?.textContent).toBe('top');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    const remaining = container.querySelectorAll('[role="dialog"]');
    expect(remaining).toHaveLength(1);
    expect(remaining[0]?.textContent).toContain('Below');
    expect(remaining[0]?.closest('[inert]')).toBeNull();
    expect(document.activeElement?.textContent).toBe('below');
    act(() => api.modals.pop());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(outside);
  });

  it('tells an outside click whether a control inside held focus (the big-tile modal dismissal rule)', () => {
    const seen: boolean[] = [];
    act(() => {
      api.modals.push({
        type: 'big_tile_detail',
        render: (close) => (
          <Dialog title="Detail" initialFocus="panel" onOutsideClick={(focusInside) => seen.push(focusInside)} onClose={close}>
            <button type="button">inside</button>
          </Dialog>
        ),
      });
    });
    expect(document.activeElement?.getAttribute('role')).toBe('dialog');
    fireEvent.mouseDown(overlay());
    act(() => screen.getByRole('button', { name: 'inside' }).focus());
    fireEvent.mouseDown(overlay());
    expect(seen).toEqual([false, true]);
    expect(screen.getByRole('dialog')).toBeDefined();
  });

  it('a persistent dialog ignores Escape and overlay clicks and has no close button', () => {
    act(() => {
      api.modals.push({ type: 'network_issue', render: (close) => <Dialog title="Lost" persistent onClose={close}><button type="button">Reload</button></Dialog> });
    });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.mouseDown(overlay());
    expect(screen.getByRole('dialog')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('keeps focus inside a dialog whose pressed control its content replaces, so Escape still closes it', async () => {
    function TwoModes() {
      const [editing, setEditing] = useState(false);
      return editing ? <p>Choose one to edit</p> : <button type="button" onClick={() => setEditing(true)}>Edit</button>;
    }
    act(() => {
      api.modals.push({ type: 'user_profiles', render: (close) => <Dialog title="Profiles" onClose={close}><TwoModes /></Dialog> });
    });
    const edit = screen.getByRole('button', { name: 'Edit' });
    expect(document.activeElement).toBe(edit);
    // The dialog sees the change as the browser reports it (a mutation record, after the click's task).
    await act(async () => {
      fireEvent.click(edit);
    });
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an overlay click closes a non-persistent dialog', () => {
    act(() => {
      api.modals.push({ type: 'confirmation_dialog', render: (close) => <Dialog title="Sure?" onClose={close}><p>?</p></Dialog> });
    });
    fireEvent.mouseDown(overlay());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
