import { createContext, useContext, type ReactNode } from 'react';

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

export function useDetailHeadingId(): string {
  return useContext(DetailHeadingContext).id;
}

export function DetailHeading({ children }: { children: ReactNode }) {
  const { id, level } = useContext(DetailHeadingContext);
  return level === 1 ? <h1 id={id}>{children}</h1> : <h2 id={id}>{children}</h2>;
}
