import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IconButton } from './Button.tsx';
import './controls.css';
import { createModalStore, currentModal, type ModalEntry, type ModalType } from './modal-stack.ts';
import { EMPTY_NOTICE_QUEUE, noticeQueueReducer, noticeTiming, TOAST_DURATION_MS, type Notice } from './notice-queue.ts';

/** What a feature pushes: the modal type and how to draw it (usually a <Dialog>), given its close. */
export interface ModalRequest {
  type: ModalType;
  render: (close: () => void) => ReactNode;
}

export interface ModalApi {
  /** Pushes a modal on the stack; returns its id. */
  push: (request: ModalRequest) => number;
  /** Removes the last modal. */
  pop: () => void;
  /** Removes one modal by id. */
  close: (id: number) => void;
  /** Whether a modal of this type is on the stack. */
  has: (type: ModalType) => boolean;
}

export interface NoticeApi {
  add: (notice: Omit<Notice, 'id'>) => void;
  dismiss: () => void;
}

export interface ToastApi {
  show: (message: string) => void;
}

interface Toast {
  id: number;
  message: string;
}

const ModalContext = createContext<ModalApi | null>(null);
const ModalStackContext = createContext<readonly ModalEntry<ModalRequest['render']>[]>([]);
const NoticeContext = createContext<NoticeApi | null>(null);
const ToastContext = createContext<ToastApi | null>(null);

function required<T>(value: T | null, name: string): T {
  if (value === null) throw new Error(`${name} used outside <ShellProvider>`);
  return value;
}

export function useModals(): ModalApi {
  return required(useContext(ModalContext), 'useModals');
}
export function useModalStack(): readonly ModalEntry<ModalRequest['render']>[] {
  return useContext(ModalStackContext);
}
export function useNotices(): NoticeApi {
  return required(useContext(NoticeContext), 'useNotices');
}
export function useToasts(): ToastApi {
  return required(useContext(ToastContext), 'useToasts');
}

let nextId = 1;

/** The shell's shared infrastructure: modal stack, notice queue and toasts, with their hosts. */
export function ShellProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createModalStore<ModalRequest['render']>());
  const stack = useSyncExternalStore(store.subscribe, store.get, store.get);
  const modals = useMemo<ModalApi>(
    () => ({
      push: (request) => store.push(request.type, request.render),
      pop: store.pop,
      close: store.close,
      has: store.has,
    }),
    [store],
  );

  const [notices, dispatch] = useReducer(noticeQueueReducer, EMPTY_NOTICE_QUEUE);
  const noticeApi = useMemo<NoticeApi>(
    () => ({
      add: (notice) => {
        dispatch({ type: 'add', notice: { ...notice, id: nextId++ } });
        dispatch({ type: 'show' });
      },
      dismiss: () => {
        dispatch({ type: 'dismiss' });
        dispatch({ type: 'show' });
      },
    }),
    [],
  );

  const [toasts, setToasts] = useState<Toast[]>([]);
  const toastApi = useMemo<ToastApi>(
    () => ({
      show: (message) => {
        const id = nextId++;
        setToasts((list) => [...list, { id, message }]);
      },
    }),
    [],
  );
  const removeToast = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);

  const top = currentModal(stack);
  return (
    <ModalContext.Provider value={modals}>
      <ModalStackContext.Provider value={stack}>
        <NoticeContext.Provider value={noticeApi}>
          <ToastContext.Provider value={toastApi}>
            {children}
            <NoticeHost active={notices.active} onDone={noticeApi.dismiss} />
            {/* Live regions without a status/alert role: the dev MockPanel owns the page's only status role. */}
            <div className="toasts" aria-live="polite">
              {toasts.map((toast) => (
                <ToastItem key={toast.id} toast={toast} onDone={removeToast} />
              ))}
            </div>
            {/* Every modal stays mounted (a big-tile modal keeps its place under a prompt); only the top is usable. */}
            {stack.map((entry) => (
              <div key={entry.id} className="modal-layer" inert={entry !== top}>
                {entry.content(() => store.close(entry.id))}
              </div>
            ))}
          </ToastContext.Provider>
        </NoticeContext.Provider>
      </ModalStackContext.Provider>
    </ModalContext.Provider>
  );
}

/** One toast: it leaves after its duration; its timer goes with it when the shell unmounts first. */
function ToastItem({ toast, onDone }: { toast: Toast; onDone: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDone(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDone]);
  return <div className="toast">{toast.message}</div>;
}

/** Shows the active notice for its duration, fading one second before the end, then dismisses it. */
function NoticeHost({ active, onDone }: { active: Notice | null; onDone: () => void }) {
  const [fadingId, setFadingId] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return;
    const { durationMs, fadeAtMs } = noticeTiming(active);
    const fade = setTimeout(() => setFadingId(active.id), fadeAtMs);
    const done = setTimeout(onDone, durationMs);
    return () => {
      clearTimeout(fade);
      clearTimeout(done);
    };
  }, [active, onDone]);
  if (!active) return null;
  return (
    <div
      className="notice"
      data-type={active.type}
      data-fading={fadingId === active.id ? 'true' : undefined}
      aria-live={active.type === 'error' ? 'assertive' : 'polite'}
    >
      <div className="notice-text">
        <strong>{active.title}</strong>
        {active.body && <p>{active.body}</p>}
      </div>
      <IconButton label="Dismiss notice" className="notice-dismiss" onClick={onDone}>
        ×
      </IconButton>
    </div>
  );
}

export function useModalOpen(): boolean {
  return useModalStack().length > 0;
}
