/**
 * Mock mode: the dev server runs the app against the built-in mocks unless `VITE_MOCKS=false`.
 * A production build never includes them (`import.meta.env.DEV` is false there, so the dynamic
 * imports guarded by this flag are dropped from the bundle).
 */
export const MOCKS_ENABLED = import.meta.env.DEV && import.meta.env.VITE_MOCKS !== 'false';
