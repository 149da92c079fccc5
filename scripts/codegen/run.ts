/**
 * `npm run codegen`        writes generated/ from contracts/.
 * `npm run codegen:check`  exits 1 naming every stale, missing or leftover file in generated/.
 * Options: --check, --root <dir> (a workspace other than this one; used by the tests).
 * A contract that did not change since the last run is not generated again (incremental.ts); the dev server
 * regenerates on its own when a contract changes (watch.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runCodegen } from './incremental.ts';

const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    root: { type: 'string', default: fileURLToPath(new URL('../..', import.meta.url)) },
  },
});
const root = path.resolve(values.root);

async function main(): Promise<number> {
  const result = await runCodegen(root, { check: values.check, log: (line) => console.log(line) });
  if (values.check) {
    if (result.problems.length > 0) {
      console.error(`codegen:check failed:\n${result.problems.map((p) => `  - ${p}`).join('\n')}`);
      console.error('Run `npm run codegen` and commit contracts/ and generated/ together.');
      return 1;
    }
    console.log(`codegen:check: generated/ matches the contracts (${result.files} files).`);
    return 0;
  }
  console.log(`codegen: ${result.files} files up to date.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`codegen could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
