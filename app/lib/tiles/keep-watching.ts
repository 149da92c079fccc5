/**
 * Removing a show from the keep-watching row (removeFromRecentPresentations; on true the row
 * and the page refresh). The spec names no failure text; ours follows the save failure's wording.
 */
export type KeepWatchingRemoval = 'removed' | 'not-removed' | 'failed';

/** What the user is told when the removal fails (a toast). */
export function keepWatchingRemoveErrorText(title: string): string {
  return `There was an error removing ${title} from Keep Watching`;
}

/**
 * Runs the mutation and says how it ended, never rejecting: a failed request (GraphQL or network error)
 * is 'failed', an answer of false is 'not-removed', true is 'removed'.
 */
export async function removeFromKeepWatching(
  mutate: () => Promise<{ data?: { removeFromRecentPresentations: boolean } | null }>,
): Promise<KeepWatchingRemoval> {
  try {
    const result = await mutate();
    return result.data?.removeFromRecentPresentations ? 'removed' : 'not-removed';
  } catch {
    return 'failed';
  }
}
