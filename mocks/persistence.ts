/**
 * The browser keeps the mock world across reloads: the chosen persona, the faults, per persona the account
 * (profiles, billing, favorites, …), and the receiver's recorded analytics. The catalog is not stored: the seed remakes it.
 */
import type { CollectedAnalyticsEvent } from '../common/analytics/collected.ts';
import type { CollectedErrorReport } from '../common/errors/collected.ts';
import type { AccountState } from './db/world.ts';
import type { PersonaId } from './scenarios/personas.ts';
import type { FaultSettings } from './scenarios/faults.ts';

const KEY = 'airwave.mocks.v1';

export interface SavedMocks {
  persona: PersonaId;
  faults: FaultSettings;
  accounts: Partial<Record<PersonaId, AccountState>>;
  /**
   * What the analytics collector received, with its violations: a reload keeps what the Mocks panel lists, and the
   * tabs of the origin share it (a receiver tab's events show in the app's panel).
   */
  tracked?: CollectedAnalyticsEvent[];
  /** The error reports the envelope endpoint received (so a reload keeps what the Mocks panel lists). */
  errors?: CollectedErrorReport[];
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

/** What another tab saved, when a storage event is about the saved mocks; null otherwise. */
export function savedMocksOf(event: Pick<StorageEvent, 'key' | 'newValue'>): SavedMocks | null {
  if (event.key !== KEY || event.newValue === null) return null;
  try {
    return JSON.parse(event.newValue) as SavedMocks;
  } catch {
    return null;
  }
}

const PERSISTED_QUERIES_KEY = 'airwave.mocks.persisted-queries.v1';

/**
 * The automatic persisted queries the mock server has learnt. A real server keeps them between a
 * visitor's page loads; without this every load would pay a PersistedQueryNotFound round trip.
 */
export function loadPersistedQueries(storage: Storage): [string, string][] {
  try {
    const value: unknown = JSON.parse(storage.getItem(PERSISTED_QUERIES_KEY) ?? '[]');
    if (!Array.isArray(value)) throw new Error('not a list');
    return value.filter((entry): entry is [string, string] => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string');
  } catch {
    storage.removeItem(PERSISTED_QUERIES_KEY);
    return [];
  }
}

export function savePersistedQueries(storage: Storage, entries: readonly (readonly [string, string])[]): void {
  try {
    storage.setItem(PERSISTED_QUERIES_KEY, JSON.stringify(entries));
  } catch {
    // Storage full: the next load learns them again.
  }
}
