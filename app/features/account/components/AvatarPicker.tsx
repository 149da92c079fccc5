import { IconButton } from '../../../kit/Button.tsx';
import type { Avatar } from '../api/calls.ts';
import { cycleAvatar } from '../logic/avatars.ts';

/** Previous/next through the avatars, wrapping at both ends; the list already holds the current custom avatar. */
export function AvatarPicker({ avatars, value, onChange }: { avatars: readonly Avatar[]; value: string; onChange: (name: string) => void }) {
  const current = avatars.find((avatar) => avatar.name === value) ?? null;
  const step = (direction: 1 | -1) => {
    const next = cycleAvatar(avatars, value, direction);
    if (next) onChange(next.name);
  };
  return (
    <div className="avatar-picker" role="group" aria-label="Avatar">
      <IconButton label="Previous avatar" onClick={() => step(-1)}>
        ‹
      </IconButton>
      {current ? <img src={current.images.m} alt={`Avatar: ${current.name}`} width={96} height={96} /> : <span>{value}</span>}
      <IconButton label="Next avatar" onClick={() => step(1)}>
        ›
      </IconButton>
    </div>
  );
}
