/**
 * The browser keeps the mock world across reloads: the chosen persona, the faults and, per persona,
 * the account (profiles, billing, favorites, …). The catalog is not stored: the seed remakes it.
 */
import type { AccountState, PersonaId } from './db/world.ts';
import type { FaultSettings } from './scenarios/faults.ts';

const KEY = 'airwave.mocks.v1';

export interface SavedMocks {
  persona: PersonaId;
  faults: FaultSettings;
  accounts: Partial<Record<PersonaId, AccountState>>;
}

export function loadSavedMocks(storage: Storage): SavedMocks | null {
  try {
    const text = storage.getItem(KEY);
    return text ? (JSON.parse(text) as SavedMocks) : null;
  } catch {
    // A corrupt or foreign entry is dropped: the mocks start fresh rather than fail.
    storage.removeItem(KEY);
    return null;
  }
}

export function saveMocks(storage: Storage, saved: SavedMocks): void {
  storage.setItem(KEY, JSON.stringify(saved));
}
