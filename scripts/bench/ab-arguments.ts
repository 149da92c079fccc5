/**
 * The positional arguments of a same-run A/B of two builds (first-tile-ab, plays-ab, page-load-ab): the two build
 * folders, then how many rounds (default `rounds`). Anything else prints the script's usage and exits with 2.
 */
export function twoBuildsAndRounds(positionals: readonly string[], rounds: number, usage: string): { dirs: [string, string]; rounds: number } {
  const [before, after, roundsText = String(rounds)] = positionals;
  const count = Number(roundsText);
  if (!before || !after || !Number.isInteger(count) || count < 1) {
    console.error(`Usage: ${usage}`);
    process.exit(2);
  }
  return { dirs: [before, after], rounds: count };
}
