import { Link } from 'react-router-dom';
import { PAGE_FAILED_TEXT, PAGE_NOT_FOUND_TEXT } from '../lib/pages/page-state.ts';
import { PATHS } from '../lib/routing/route-table.ts';

/**
 * A page whose query failed: the reason and a compact Try Again (the page draws its own heading above); `text` says
 * what failed when it is a part of the page (PAGE_REST_FAILED_TEXT).
 */
export function PageFailed({ onRetry, text = PAGE_FAILED_TEXT }: { onRetry: () => void; text?: string }) {
  return (
    <div className="page-status">
      <p role="alert">{text}</p>
      <button type="button" className="page-status-action" onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}

/** A page whose id does not resolve: the not-found sentence and a way home. */
export function PageNotFound() {
  return (
    <div className="page-status">
      <p className="empty-state">{PAGE_NOT_FOUND_TEXT}</p>
      <Link className="page-status-action" to={PATHS.home}>
        Go to the home page
      </Link>
    </div>
  );
}
