/** The small pieces every notification body uses: the button row, the image, linkified text and the action link. */
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { linkTargetOf } from '../../../lib/routing/app-path.ts';
import { linkify } from '../logic/notification-overlay.ts';

export function Buttons({ children }: { children: ReactNode }) {
  return <div className="notification-buttons">{children}</div>;
}

export function NotificationImage({ url }: { url: string | null }) {
  // Decorative: the title and text say what it is about.
  return url ? <img className="notification-image" src={url} alt="" /> : null;
}

export function LinkifiedText({ body }: { body: string }) {
  const parts = useMemo(() => linkify(body), [body]);
  return (
    <p className="notification-text">
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noreferrer">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/**
 * A link to a path of this app navigates in the app; an http(s) page elsewhere opens as an ordinary link; anything
 * else (`javascript:`, a host hidden behind `/\`) is not offered (lib/routing/app-path.ts).
 */
export function ActionLink({ url, iconURL, onFollow, children }: { url: string; iconURL: string | null; onFollow: () => void; children: ReactNode }) {
  const icon = iconURL ? <img className="notification-icon" src={iconURL} alt="" /> : null;
  const target = linkTargetOf(url, window.location.origin);
  if (!target) return null;
  if (target.kind === 'app') {
    return (
      <Link className="notification-action" to={target.path} onClick={onFollow}>
        {icon}
        {children}
      </Link>
    );
  }
  return (
    <a className="notification-action" href={target.href} onClick={onFollow}>
      {icon}
      {children}
    </a>
  );
}
