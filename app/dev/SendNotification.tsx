import { useState, type FormEvent } from 'react';
import type { NotificationType } from '../../generated/graphql/schema.ts';

const KINDS: ReadonlyArray<{ type: NotificationType; label: string }> = [
  { type: 'MESSAGE', label: 'Message' },
  { type: 'NAVIGATION', label: 'Navigation' },
  { type: 'SURVEY', label: 'Survey' },
  { type: 'EMAIL_VERIFICATION', label: 'Email verification' },
  { type: 'REQUEST', label: 'Request' },
];

/**
 * The Mocks panel's 'Send notification': the mock world creates a notification of the chosen kind (its sample
 * content) and pushes it live over the socket (notificationChanged CREATED), so the open page shows it.
 */
export function SendNotification({ onResult }: { onResult: (result: { kind: 'error' | 'info'; text: string }) => void }) {
  const [type, setType] = useState<NotificationType>('MESSAGE');

  async function send(event: FormEvent) {
    event.preventDefault();
    try {
      const response = await fetch('/__mocks/notifications', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type }),
      });
      const payload = (await response.json()) as { notification: { id: string } } | { error: string };
      if ('error' in payload) throw new Error(payload.error);
      const label = KINDS.find((kind) => kind.type === type)?.label ?? type;
      onResult({ kind: 'info', text: `${label} notification ${payload.notification.id} sent.` });
    } catch (error) {
      onResult({ kind: 'error', text: (error as Error).message });
    }
  }

  return (
    <form onSubmit={(event) => void send(event)}>
      <label>
        Notification{' '}
        <select value={type} onChange={(event) => setType(event.target.value as NotificationType)}>
          {KINDS.map((kind) => (
            <option key={kind.type} value={kind.type}>
              {kind.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">Send notification</button>
    </form>
  );
}
