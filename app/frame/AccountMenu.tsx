import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { accountMenuItems } from '../lib/routing/navigation.ts';
import '../kit/controls.css';

/**
 * The account menu: a disclosure button with the navigation rule's entries for this user and path
 * (app/lib/routing/navigation.ts), drawn as the kit's account chip: the profile's avatar (or the name's initial) and name.
 */
export function AccountMenu({ needsEmail, displayName, avatarUrl }: { needsEmail: boolean; displayName: string | null; avatarUrl: string | null }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const items = accountMenuItems({ needsEmail, pathname });

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div
      className="account-menu"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          root.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button type="button" className="kit-chip" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
        <span className="visually-hidden">Account menu</span>
        {avatarUrl ? (
          <img className="kit-chip-avatar" src={avatarUrl} alt="" width={26} height={26} />
        ) : (
          <span className="kit-chip-avatar" aria-hidden="true">
            {(displayName ?? 'Account').trim().charAt(0).toUpperCase()}
          </span>
        )}
        <span className="kit-chip-name" aria-hidden="true">
          {displayName ?? 'Account'}
        </span>
      </button>
      {open && (
        <ul id={listId} className="account-menu-list">
          {items.map((item) => (
            <li key={item.key}>
              {item.external ? (
                <a href={item.path}>{item.label}</a>
              ) : (
                <Link to={item.path} onClick={() => setOpen(false)}>
                  {item.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
