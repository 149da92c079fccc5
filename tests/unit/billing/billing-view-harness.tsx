import { fireEvent, waitFor as waitForScreen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { PersonaId } from '../../../mocks/scenarios/personas.ts';
import { ORIGIN, setupViewTests } from '../../support/render.tsx';

export { ORIGIN };

/**
 * A billing screen as a viewer meets it, in a jsdom test file: the render helper of every view test
 * (tests/support/render.tsx: the mock world in node on the test clock, the app's REST and GraphQL clients in one
 * session of one persona, the shell's providers), with the few reads the billing tests share: wait for what the
 * page shows, press what a viewer presses.
 */
export function billingViewHarness() {
  const view = setupViewTests();
  let container: HTMLElement = document.body;

  /** Waits (Testing Library's patience) until `find` finds something; fails naming what the page shows. */
  function waitFor<T>(find: () => T | null | undefined | false, what: string): Promise<T> {
    return waitForScreen(() => {
      const found = find();
      if (!found) throw new Error(`never saw ${what}; the page shows: ${container.textContent ?? ''}`);
      return found;
    });
  }

  function button(name: string, scope: ParentNode = container): HTMLButtonElement | undefined {
    return Array.from(scope.querySelectorAll('button')).find((candidate) => candidate.textContent?.trim() === name);
  }

  return {
    server: view.server,
    /** This test's container. */
    get container(): HTMLElement {
      return container;
    },
    /** Draws `view` for `persona`, in the mock world's session `session`. */
    render(ui: ReactElement, { persona, session }: { persona: PersonaId; session: string }): void {
      container = view.render(ui, { persona, session }).container;
    },
    waitFor,
    waitForText: (text: string) => waitFor(() => (container.textContent ?? '').includes(text), `'${text}'`),
    /** The button named `name` in `scope` (the container by default), enabled or not. */
    button,
    /** Presses the enabled button named `name`; fails naming what the page shows when there is none. */
    click(name: string, scope: ParentNode = container): void {
      const found = Array.from(scope.querySelectorAll('button')).find((candidate) => candidate.textContent?.trim() === name && !candidate.disabled);
      if (!found) throw new Error(`no enabled button '${name}' in: ${container.textContent ?? ''}`);
      fireEvent.click(found);
    },
  };
}
