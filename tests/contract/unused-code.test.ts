import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const workspace = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

/** `npm run lint:unused` (knip in production mode, with the workspace's knip.jsonc) on `directory`. */
async function unusedCodeCheck(directory: string): Promise<{ code: number; output: string }> {
  const args = [path.join(workspace, 'node_modules/knip/bin/knip.js'), '--production', '--no-progress', '--directory', directory];
  try {
    const { stdout, stderr } = await run(process.execPath, args, { cwd: directory, env: { ...process.env, NO_COLOR: '1' } });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

// The workspace itself is checked by `npm run lint:unused`, which `npm run checks` (and so `npm test`) runs beside
// this file: knip over the whole workspace once more here cost about 5 s of CPU a run and checked nothing that one
// does not. This file shows what that check catches, on a small planted workspace with the same knip.jsonc.
// Two knip runs on a machine shared by several sessions: generous.
describe('the unused-code check of npm run lint (knip.jsonc)', { timeout: 180_000 }, () => {
  it('fails on a planted export that only a test uses, naming it; passes once it is gone', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'airwave-unused-code-'));
    try {
      const plant = async (file: string, text: string) => {
        await mkdir(path.dirname(path.join(root, file)), { recursive: true });
        await writeFile(path.join(root, file), text);
      };
      await copyFile(path.join(workspace, 'knip.jsonc'), path.join(root, 'knip.jsonc'));
      await plant('package.json', JSON.stringify({ name: 'plant', private: true, type: 'module' }));
      await plant('app/main.tsx', "import { couponLabel } from './lib/coupon.ts';\nexport const label = couponLabel('WELCOME10');\n");
      const rules = [
        "export function couponLabel(token: string): string {\n  return `Code ${token}`;\n}\n",
        '// A rule with a table test and no caller: the dead code the check is for.\n',
        "export function couponTimingText(endDate: string): string {\n  return `Each month until ${endDate}`;\n}\n",
      ];
      await plant('app/lib/coupon.ts', rules.join('\n'));
      await plant(
        'tests/unit/coupon.test.ts',
        "import { expect, it } from 'vitest';\nimport { couponTimingText } from '../../app/lib/coupon.ts';\nit('says until when', () => expect(couponTimingText('Dec 9')).toBe('Each month until Dec 9'));\n",
      );

      const planted = await unusedCodeCheck(root);
      expect(planted.code).toBe(1);
      expect(planted.output).toMatch(/Unused exports \(1\)\s+couponTimingText\s+function\s+app\/lib\/coupon\.ts:7:17/);
      expect(planted.output).not.toContain('couponLabel');

      // Deleted with its test, the rule no longer fails the check.
      await plant('app/lib/coupon.ts', rules[0] ?? '');
      await rm(path.join(root, 'tests'), { recursive: true });
      const cleaned = await unusedCodeCheck(root);
      expect(cleaned.output.trim()).toBe('');
      expect(cleaned.code).toBe(0);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
