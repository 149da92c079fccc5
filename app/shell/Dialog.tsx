import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  title: string;
  children: ReactNode;
  /** Escape, overlay click and the close button do nothing when persistent. */
  persistent?: boolean;
  /** Hides the close button (it also hides when persistent). */
  hideClose?: boolean;
  onClose: () => void;
}

/**
 * A dialog-style modal: role=dialog with aria-modal, focus moved in and trapped (Tab cycles), focus
 * returned on close; Escape and overlay click close it unless persistent.
 */
export function Dialog({ title, children, persistent = false, hideClose = false, onClose }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => previous?.focus();
  }, []);

  function focusables(): HTMLElement[] {
    return Array.from(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!persistent) onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables();
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !panel.current?.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panel.current?.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  function onOverlay(event: MouseEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget && !persistent) onClose();
  }

  return (
    <div className="modal-overlay" data-testid="modal-overlay" onMouseDown={onOverlay}>
      <div ref={panel} className="modal-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        {children}
        {!persistent && !hideClose && (
          <button type="button" className="modal-close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        )}
      </div>
    </div>
  );
}
