/**
 * What waits for an SDK the app loads once the page has settled (analytics, error reporting): what is sent before
 * the SDK is up waits in a bounded queue (the oldest dropped first) and goes to the SDK, in order, once it is; with no
 * SDK to load (no settings) or one that failed to load, nothing is kept.
 */
import { whenPageSettled } from './when-settled.ts';

export interface SdkQueue<Item> {
  send(item: Item): void;
  /** Hands the items to a sender, first those that waited. */
  sendTo(sender: (item: Item) => void): void;
  /** Nothing will be sent: drops what waits, and keeps nothing from now on. */
  disable(): void;
  /** Loads the SDK once the page has settled and sends what waited; returns a cancel for a load not yet started. */
  loadWhenSettled(load: () => Promise<(item: Item) => void>, onLoadError: (error: unknown) => void): () => void;
}

export function createSdkQueue<Item>(maxPending: number): SdkQueue<Item> {
  const pending: Item[] = [];
  let sender: ((item: Item) => void) | null = null;
  let disabled = false;
  const queue: SdkQueue<Item> = {
    send(item) {
      if (sender) sender(item);
      else if (!disabled) {
        pending.push(item);
        pending.splice(0, Math.max(0, pending.length - maxPending));
      }
    },
    sendTo(send) {
      sender = send;
      for (const item of pending.splice(0)) send(item);
    },
    disable() {
      disabled = true;
      pending.length = 0;
    },
    loadWhenSettled(load, onLoadError) {
      return whenPageSettled(() => {
        load().then(
          (send) => queue.sendTo(send),
          (error: unknown) => {
            queue.disable();
            onLoadError(error);
          },
        );
      });
    },
  };
  return queue;
}
