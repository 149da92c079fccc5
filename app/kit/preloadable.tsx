/**
 * A page whose code loads with import() and that renders at once, without a loading placeholder, once that code
 * has arrived (fetched ahead by `preload`, e.g. when a viewer points at the control that opens it).
 *
 * `React.lazy` alone suspends on its first render even when the module is already in memory (its promise settles
 * a moment later), so its placeholder is shown, and React then holds the page back until at least 300 ms after a
 * placeholder appeared (its reveal throttle): a player whose code had arrived before the click still appeared
 * 0.3 s after it. Here a page whose code has loaded is rendered directly; only code still on its way suspends.
 */
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

export interface PreloadablePage {
  /** Loads the page's code once (a failed load is forgotten, so the next call loads again). */
  preload(): Promise<ComponentType>;
  /** The page: at once when its code has loaded, else `fallback` until it arrives. */
  Page: (props: { fallback: ReactNode }) => ReactNode;
}

export function preloadablePage(load: () => Promise<ComponentType>): PreloadablePage {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page({ fallback }: { fallback: ReactNode }) {
    // Chosen once per mount: switching from the lazy tree to the loaded one would mount the page a second time.
    const [Loaded] = useState<ComponentType | null>(() => loaded);
    if (Loaded) return <Loaded />;
    return (
      <Suspense fallback={fallback}>
        <Lazy />
      </Suspense>
    );
  }
  return { preload, Page };
}
