/**
 * The Mocks panel's named world (only where the control API is a standalone mock server, which keeps a world per
 * session): join a world by name to share it with other browsers and devices (a sender and a receiver, a demo), or
 * leave it for this browser's own world. The page reloads into the world it chose.
 */
import { useState, type FormEvent } from 'react';

export function SharedWorld({ world, join }: { world: string | null; join: (name: string | null) => void }) {
  const [name, setName] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    join(name.trim());
  }

  if (world !== null) {
    return (
      <p>
        Shared world: {world}{' '}
        <button type="button" onClick={() => join(null)}>
          Leave world
        </button>
      </p>
    );
  }
  return (
    <form onSubmit={submit}>
      <label>
        Shared world{' '}
        <input value={name} onChange={(event) => setName(event.target.value)} placeholder="living-room" aria-describedby="mock-panel-message" />
      </label>
      <button type="submit">Join</button>
    </form>
  );
}
