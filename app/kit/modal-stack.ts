/** The modal stack: push adds, pop removes the last; the top is current. Pure. */

export type ModalType =
  | 'add_on_expanded_view'
  /** The big-tile detail modal (not one of the contract's modal types; the web app's own). */
  | 'big_tile_detail'
  | 'billing_descriptor'
  | 'cancel_subscription'
  | 'confirmation_dialog'
  | 'deactivated_account_settings'
  | 'do_not_sell'
  | 'network_issue'
  | 'payment_method_edit'
  | 'reactions'
  | 'session_expired'
  /** Manage Plan, Manage Add-Ons and Checkout (the billing area's subscription overlay). */
  | 'subscription_overlay'
  | 'stale_request'
  | 'uncredentialed_email_sign_up'
  | 'upsell_dvr'
  | 'user_geo_fence'
  | 'user_profiles'
  | 'user_profiles_picker';

export interface ModalEntry<Content = unknown> {
  id: number;
  type: ModalType;
  content: Content;
}

export function pushModal<C>(stack: readonly ModalEntry<C>[], entry: ModalEntry<C>): ModalEntry<C>[] {
  return [...stack, entry];
}

export function popModal<C>(stack: readonly ModalEntry<C>[]): ModalEntry<C>[] {
  return stack.slice(0, -1);
}

export function removeModal<C>(stack: readonly ModalEntry<C>[], id: number): ModalEntry<C>[] {
  return stack.filter((entry) => entry.id !== id);
}

export function currentModal<C>(stack: readonly ModalEntry<C>[]): ModalEntry<C> | undefined {
  return stack[stack.length - 1];
}

/** A tiny observable store over the pure stack functions (read with useSyncExternalStore). */
export interface ModalStore<C> {
  get: () => readonly ModalEntry<C>[];
  subscribe: (listener: () => void) => () => void;
  push: (type: ModalType, content: C) => number;
  pop: () => void;
  close: (id: number) => void;
  has: (type: ModalType) => boolean;
}

export function createModalStore<C>(): ModalStore<C> {
  let stack: readonly ModalEntry<C>[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly ModalEntry<C>[]) => {
    stack = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => stack,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push: (type, content) => {
      const id = nextId++;
      set(pushModal(stack, { id, type, content }));
      return id;
    },
    pop: () => set(popModal(stack)),
    close: (id) => set(removeModal(stack, id)),
    has: (type) => stack.some((entry) => entry.type === type),
  };
}
