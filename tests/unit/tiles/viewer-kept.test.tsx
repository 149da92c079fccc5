// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TileRow } from '../../../app/tiles/index.ts';
import { useViewer, type Viewer } from '../../../app/tiles/hooks/useViewer.ts';
import { UserDocument } from '../../../generated/graphql/documents/UserDocument.ts';
import { SCREEN_PATIENCE_MS, setupViewTests } from '../../support/render.tsx';
import { nextTask } from '../../support/next-task.ts';

// A page's rows are not drawn again when an answer changes none of what they show. The page reads the viewer for its
// tiles (useViewer: the user, the subscription), and the shell's read of the user usually answers after Home's first
// screen has been drawn; as an external store's update, the render that answer causes is synchronous, never cut into
// slices, and it drew every row and tile of the first screen again with the same group, viewer and time: the longest
// task of Home's load on the production-like preview. The viewer is the same object while its facts are, and TileRow
// is a memo, so only the page's own component draws again.

const view = setupViewTests();

describe('the tiles\u2019 viewer (useViewer)', () => {
  it('is the same object after an answer that changes none of its facts, and a new one when a fact changes', async () => {
    const seen: Viewer[] = [];
    function Probe() {
      seen.push(useViewer());
      return null;
    }
    const { graphql } = view.render(<Probe />);
    const user = await waitFor(
      () => {
        const cached = graphql.apollo.readQuery({ query: UserDocument });
        if (!cached) throw new Error("the viewer's user is not read yet");
        return cached;
      },
      { timeout: SCREEN_PATIENCE_MS },
    );
    await waitFor(() => expect(seen.at(-1)?.hasContentAccess).toBe(true), { timeout: SCREEN_PATIENCE_MS });
    const before = { renders: seen.length, viewer: seen.at(-1) };

    // The user's name changes: the page draws again (its read answered anew), with the same viewer.
    graphql.apollo.writeQuery({ query: UserDocument, data: { user: { ...user.user, displayName: `${user.user.displayName ?? ''} again` } } });
    await waitFor(() => expect(seen.length).toBeGreaterThan(before.renders), { timeout: SCREEN_PATIENCE_MS });
    await new Promise<void>((done) => nextTask(done));
    expect(seen.slice(before.renders).every((viewer) => viewer === before.viewer)).toBe(true);

    // The user loses the email: needsEmail changes, and the viewer with it.
    graphql.apollo.writeQuery({ query: UserDocument, data: { user: { ...user.user, email: '' } } });
    await waitFor(() => expect(seen.at(-1)?.needsEmail).toBe(true), { timeout: SCREEN_PATIENCE_MS });
    expect(seen.at(-1)).not.toBe(before.viewer);
  });
});

describe('a row of tiles (TileRow)', () => {
  it('is a memo: a page drawn again with the same group, viewer and time does not draw its rows again', () => {
    expect(TileRow).toMatchObject({ $$typeof: Symbol.for('react.memo') });
  });
});
