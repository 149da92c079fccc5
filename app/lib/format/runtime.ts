/** Run time as 'Nm' under an hour, else 'Nh Mm' (rounded to the nearest minute). */
export function formatRuntime(durationInSeconds: number): string {
  const totalMinutes = Math.max(0, Math.round(durationInSeconds / 60));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return hours === 0 ? `${minutes}m` : `${hours}h ${minutes}m`;
}
