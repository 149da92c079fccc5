import { createContext, useContext, type ReactNode } from 'react';
import { usePageTitle } from '../../../kit/hooks.ts';

interface DetailHeadingFrame {
  id: string;
  level: 1 | 2;
}

/**
 * A detail page's heading is the page's h1 on its own route, and the h2 that names the dialog inside the
 * big-tile modal (where the page underneath keeps its own h1 and id).
 */
const DetailHeadingContext = createContext<DetailHeadingFrame>({ id: 'page-title', level: 1 });

export const DetailHeadingFrameProvider = DetailHeadingContext.Provider;

/** A detail page's outer section, labelled by its DetailHeading. */
export function DetailSection({ pageType, busy, children }: { pageType?: string; busy?: boolean; children: ReactNode }) {
  const { id } = useContext(DetailHeadingContext);
  return (
    <section className="browse-page detail-page" data-page-type={pageType} aria-labelledby={id} aria-busy={busy || undefined}>
      {children}
    </section>
  );
}

/** The heading of a detail page; on its own route it also names the browser tab (the show's name, not 'Show Detail'). */
export function DetailHeading({ children }: { children: ReactNode }) {
  const { id, level } = useContext(DetailHeadingContext);
  return level === 1 ? <PageHeading id={id}>{children}</PageHeading> : <h2 id={id}>{children}</h2>;
}

function PageHeading({ id, children }: { id: string; children: ReactNode }) {
  usePageTitle(typeof children === 'string' ? children : null);
  return <h1 id={id}>{children}</h1>;
}
