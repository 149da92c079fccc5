import { useId, useState, type ReactNode } from 'react';
import './controls.css';

/**
 * A disclosure as the ARIA pattern has it: a button (its `summary` as its name, `aria-expanded`, controlling the
 * region below) that shows and hides `children`. Enter and Space toggle it as any button; it starts closed. The
 * app's one show-more control, in the kit's look (controls.css) rather than the browser's `<details>` triangle.
 */
export function Disclosure({ summary, children, className }: { summary: ReactNode; children: ReactNode; className?: string }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <div className={className ? `kit-disclosure ${className}` : 'kit-disclosure'}>
      <button type="button" className="kit-disclosure-toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((shown) => !shown)}>
        <span className="kit-disclosure-chevron" aria-hidden="true" />
        {summary}
      </button>
      <div id={bodyId} className="kit-disclosure-body" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
