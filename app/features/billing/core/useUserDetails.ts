import { useCallback, useState } from 'react';
import { useRestQuery } from '../../../api/rest/useRestQuery.ts';
import { loadUserDetails } from './calls.ts';

/** The account's billing state (GET /billing/user_details), read again by `reload` (the last answer stays on screen meanwhile). */
export function useUserDetails() {
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { state: useRestQuery(`user-details:${version}`, loadUserDetails, { keepPrevious: true }), reload };
}
