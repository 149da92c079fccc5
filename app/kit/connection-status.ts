import { connectionFlowFor } from '../lib/routing/errors.ts';

/**
 * Bridges the Apollo client's error callbacks (made in main.tsx before React renders) to the shell's
 * modals. A flag raised before the shell listens is kept, so no error is lost.
 */
export interface ConnectionStatus {
  sessionExpired: boolean;
  networkIssue: boolean;
}

let status: ConnectionStatus = { sessionExpired: false, networkIssue: false };
const listeners = new Set<() => void>();
/** Set by the player: full view with its initial load done suppresses the network-issue flow. */
let player = { fullView: false, initialLoadDone: false };

function set(next: ConnectionStatus): void {
  if (next.sessionExpired === status.sessionExpired && next.networkIssue === status.networkIssue) return;
  status = next;
  for (const listener of listeners) listener();
}

export const connectionStatus = {
  get: (): ConnectionStatus => status,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The GraphQL client's onSessionExpired / onNetworkIssue both land here. */
  report(error: { statusCode?: number }): void {
    const flow = connectionFlowFor(error, player);
    if (flow === 'sessionExpired') set({ ...status, sessionExpired: true });
    else if (flow === 'networkIssue') set({ ...status, networkIssue: true });
  },
  clear(flow: keyof ConnectionStatus): void {
    set({ ...status, [flow]: false });
  },
  setPlayerState(next: { fullView: boolean; initialLoadDone: boolean }): void {
    player = next;
  },
};
