import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import './controls.css';

/** The tab a key moves to from `index` among `count` tabs (←/→ wrap, Home/End); null for other keys. */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Tabs as the ARIA pattern has them: one Tab stop (the selected tab), arrows and Home/End move between tabs
 * and select them, the panel is labelled by its tab. `children` draws the selected tab's panel. The app's one tab
 * control, drawn as pills (controls.css).
 */
export function Tabs<T>({
  tabs,
  label,
  keyOf,
  titleOf,
  className,
  children,
}: {
  tabs: readonly T[];
  label: string;
  keyOf: (tab: T) => string;
  titleOf: (tab: T) => ReactNode;
  className?: string;
  children: (tab: T) => ReactNode;
}) {
  const [active, setActive] = useState(0);
  const baseId = useId();
  const index = Math.min(active, tabs.length - 1);
  const current = tabs[index];
  if (!current) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, from: number) => {
    const next = tabKeyTarget(event.key, from, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} className={className ? `kit-tabs ${className}` : 'kit-tabs'}>
        {tabs.map((tab, position) => (
          <button
            key={keyOf(tab)}
            id={`${baseId}-tab-${position}`}
            type="button"
            role="tab"
            aria-selected={position === index}
            aria-controls={`${baseId}-panel`}
            tabIndex={position === index ? 0 : -1}
            onClick={() => setActive(position)}
            onKeyDown={(event) => onKeyDown(event, position)}
          >
            {titleOf(tab)}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${index}`}>
        {children(current)}
      </div>
    </>
  );
}
