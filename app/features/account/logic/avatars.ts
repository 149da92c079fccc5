/**
 * The avatar picker: previous/next cycle through the avatar list and wrap at both ends. The list includes
 * the profile's current avatar even when it is a custom one the server no longer offers (it comes first).
 */
export interface AvatarLike {
  name: string;
}

export function pickerAvatars<A extends AvatarLike>(avatars: readonly A[], current: A | null): A[] {
  if (!current || avatars.some((avatar) => avatar.name === current.name)) return [...avatars];
  return [current, ...avatars];
}

export function cycleAvatar<A extends AvatarLike>(list: readonly A[], currentName: string, step: 1 | -1): A | null {
  if (list.length === 0) return null;
  const index = list.findIndex((avatar) => avatar.name === currentName);
  const next = index === -1 ? 0 : (index + step + list.length) % list.length;
  return list[next] ?? null;
}

/** Adding a profile picks a random avatar; `random` is a number in [0, 1) (Math.random in the app). */
export function randomAvatar<A>(avatars: readonly A[], random: number): A | null {
  if (avatars.length === 0) return null;
  return avatars[Math.min(avatars.length - 1, Math.floor(random * avatars.length))] ?? null;
}
