/**
 * `npm run codegen`        writes generated/ from contracts/.
 * `npm run codegen:check`  exits 1 naming every stale, missing or leftover file in generated/.
 * Options: --check, --root <dir> (a workspace other than this one; used by the tests).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { currentOutputs, expectedOutputs, readOrNull } from './outputs.ts';

const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    root: { type: 'string', default: fileURLToPath(new URL('../..', import.meta.url)) },
  },
});
const root = path.resolve(values.root);

async function main(): Promise<number> {
  const expected = await expectedOutputs(root);
  const expectedPaths = new Set(expected.map((file) => file.path));
  const leftovers = (await currentOutputs(root)).filter((file) => !expectedPaths.has(file));

  if (values.check) {
    const problems: string[] = [];
    for (const file of expected) {
      const actual = await readOrNull(path.join(root, file.path));
      if (actual === null) problems.push(`${file.path} is missing`);
      else if (actual !== file.contents) problems.push(`${file.path} is stale (it does not match the contracts)`);
    }
    for (const file of leftovers) problems.push(`${file} is not produced by any contract`);
    if (problems.length > 0) {
      console.error(`codegen:check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
      console.error('Run `npm run codegen` and commit contracts/ and generated/ together.');
      return 1;
    }
    console.log(`codegen:check: generated/ matches the contracts (${expected.length} files).`);
    return 0;
  }

  for (const file of expected) {
    const target = path.join(root, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    if ((await readOrNull(target)) !== file.contents) {
      await writeFile(target, file.contents);
      console.log(`wrote ${file.path}`);
    }
  }
  for (const file of leftovers) {
    await rm(path.join(root, file));
    console.log(`removed ${file}`);
  }
  console.log(`codegen: ${expected.length} files up to date.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`codegen could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
