import type { StatusBoxText } from '../state/status-box.ts';

/** The connection status box: Loading, Not connected, Connecting or Connected. */
export function StatusBox({ status }: { status: StatusBoxText }) {
  return (
    <p className="receiver-status" role="status" data-status={status}>
      <span className="receiver-status-dot" aria-hidden="true" />
      {status}
    </p>
  );
}
