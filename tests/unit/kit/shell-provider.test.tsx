// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../app/kit/Dialog.tsx';
import { ShellProvider, useModals, useNotices, useToasts, type ModalApi, type NoticeApi, type ToastApi } from '../../../app/kit/ShellProvider.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
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
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<ShellProvider><Probe /></ShellProvider>));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

const text = () => container.textContent ?? '';

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
    act(() => root.unmount());
    expect(vi.getTimerCount()).toBe(0);
    root = createRoot(container);
  });

  it('keeps lower modals mounted but inert, only the top is usable; Escape closes the top and returns focus', () => {
    const outside = container.querySelector('button');
    outside?.focus();
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
    act(() => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    const remaining = container.querySelectorAll('[role="dialog"]');
    expect(remaining).toHaveLength(1);
    expect(remaining[0]?.textContent).toContain('Below');
    expect(remaining[0]?.closest('[inert]')).toBeNull();
    expect(document.activeElement?.textContent).toBe('below');
    act(() => api.modals.pop());
    expect(container.querySelector('[role="dialog"]')).toBeNull();
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
    const overlay = container.querySelector('.modal-overlay');
    act(() => void overlay?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    act(() => (container.querySelector('.modal-panel button') as HTMLButtonElement).focus());
    act(() => void overlay?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    expect(seen).toEqual([false, true]);
    expect(container.querySelector('[role="dialog"]')).not.toBeNull();
  });

  it('a persistent dialog ignores Escape and overlay clicks and has no close button', () => {
    act(() => {
      api.modals.push({ type: 'network_issue', render: (close) => <Dialog title="Lost" persistent onClose={close}><button type="button">Reload</button></Dialog> });
    });
    act(() => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      container.querySelector('.modal-overlay')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    expect(container.querySelector('[role="dialog"]')).not.toBeNull();
    expect(container.querySelector('[aria-label="Close"]')).toBeNull();
  });

  it('an overlay click closes a non-persistent dialog', () => {
    act(() => {
      api.modals.push({ type: 'confirmation_dialog', render: (close) => <Dialog title="Sure?" onClose={close}><p>?</p></Dialog> });
    });
    act(() => {
      container.querySelector('.modal-overlay')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    expect(container.querySelector('[role="dialog"]')).toBeNull();
  });
});
