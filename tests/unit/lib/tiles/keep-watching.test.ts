import { describe, expect, it } from 'vitest';
import { keepWatchingRemoveErrorText, removeFromKeepWatching } from '../../../../app/lib/tiles/keep-watching.ts';

describe('removeFromKeepWatching', () => {
  it("is 'removed' when the mutation answers true (the row and the page then refresh)", async () => {
    await expect(removeFromKeepWatching(() => Promise.resolve({ data: { removeFromRecentPresentations: true } }))).resolves.toBe('removed');
  });

  it("is 'not-removed' when the mutation answers false or without data", async () => {
    await expect(removeFromKeepWatching(() => Promise.resolve({ data: { removeFromRecentPresentations: false } }))).resolves.toBe('not-removed');
    await expect(removeFromKeepWatching(() => Promise.resolve({ data: null }))).resolves.toBe('not-removed');
  });

  it("is 'failed', never a rejection, when the request fails (a GraphQL or network error)", async () => {
    await expect(removeFromKeepWatching(() => Promise.reject(new Error('Boom')))).resolves.toBe('failed');
  });
});

describe('keepWatchingRemoveErrorText', () => {
  it('names the show', () => {
    expect(keepWatchingRemoveErrorText('Night Shift')).toBe('There was an error removing Night Shift from Keep Watching');
  });
});
