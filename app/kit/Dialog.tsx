import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { IconButton } from './Button.tsx';
import { FOCUSABLE, useFocusTrap } from './useFocusTrap.ts';

export interface DialogProps {
  /** The dialog's heading; or `labelledBy` when the content has its own heading. */
  title?: string;
  labelledBy?: string;
  children: ReactNode;
  /** Escape, overlay click and the close button do nothing when persistent. */
  persistent?: boolean;
  /** Hides the close button (it also hides when persistent). */
  hideClose?: boolean;
  onClose: () => void;
  /** Where focus goes on open: the first control (default), or the panel itself (long content). */
  initialFocus?: 'first-control' | 'panel';
  /**
   * A pointer-down outside the panel; `focusInside` says whether a control inside held focus at that
   * moment. Without it an outside click closes (unless persistent).
   */
  onOutsideClick?: (focusInside: boolean) => void;
  /** Extra class on the panel (size). */
  panelClassName?: string;
}

/** Where focus goes in the panel: its first control, or the panel itself (`initialFocus`). */
function focusTarget(panel: HTMLElement, initialFocus: DialogProps['initialFocus']): HTMLElement {
  return (initialFocus === 'first-control' ? panel.querySelector<HTMLElement>(FOCUSABLE) : null) ?? panel;
}

/**
 * When the control that held focus is taken out of the dialog (a mode that replaces the pressed control: Edit
 * profiles), the browser puts focus on the page's body, out of the dialog, where neither Escape nor Tab reaches it:
 * it goes where it goes on open. Focus moved to the body any other way (a blur) is left alone, and a step's own focus
 * (its effects run after) still wins.
 */
function useFocusKeptInside(panel: RefObject<HTMLDivElement | null>, initialFocus: DialogProps['initialFocus']): void {
  useEffect(() => {
    const element = panel.current;
    if (!element) return undefined;
    // The open's own focus may come first (its effect runs before this one).
    let held: Element | null = element.contains(document.activeElement) ? document.activeElement : null;
    const onFocusIn = (event: FocusEvent) => {
      held = event.target instanceof Element ? event.target : null;
    };
    const observer = new MutationObserver(() => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && held && !held.isConnected) focusTarget(element, initialFocus).focus();
    });
    element.addEventListener('focusin', onFocusIn);
    observer.observe(element, { childList: true, subtree: true });
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, [panel, initialFocus]);
}

/**
 * A dialog-style modal: role=dialog with aria-modal, focus moved in and trapped (Tab cycles: the kit's useFocusTrap), kept
 * inside when its content takes out the control that held it, returned on close; Escape and overlay click close it unless persistent.
 */
export function Dialog({
  title,
  labelledBy,
  children,
  persistent = false,
  hideClose = false,
  onClose,
  initialFocus = 'first-control',
  onOutsideClick,
  panelClassName,
}: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // Read while rendering: by the time effects run, the page behind is inert and the browser has moved
  // focus off the control that opened the dialog.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useEffect(() => {
    if (panel.current) focusTarget(panel.current, initialFocus).focus();
    return () => opener?.focus();
  }, [initialFocus, opener]);

  useFocusKeptInside(panel, initialFocus);
  const trapTab = useFocusTrap(panel);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!persistent) onClose();
      return;
    }
    trapTab(event);
  }

  function onOverlay(event: MouseEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget || persistent) return;
    if (!onOutsideClick) return onClose();
    // Read before the browser moves focus for this pointer-down.
    const active = document.activeElement;
    onOutsideClick(active !== panel.current && Boolean(panel.current?.contains(active)));
  }

  return (
    <div className="modal-overlay" data-testid="modal-overlay" onMouseDown={onOverlay}>
      <div
        ref={panel}
        className={panelClassName ? `modal-panel ${panelClassName}` : 'modal-panel'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy ?? titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {labelledBy ? null : (
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
        )}
        {children}
        {!persistent && !hideClose && (
          <IconButton label="Close" className="modal-close" onClick={onClose}>
            ×
          </IconButton>
        )}
      </div>
    </div>
  );
}
