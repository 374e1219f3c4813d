import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const CRUISE_TIMEOUT_MS = 30_000;
let folder: string | undefined;

afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/** Runs the cycle check `npm run lint` runs, with the project's config, over files written for the test. */
async function cycleCheck(files: Record<string, string>): Promise<{ failed: boolean; output: string }> {
  folder = mkdtempSync(join(tmpdir(), 'cycles-'));
  for (const [name, code] of Object.entries(files)) writeFileSync(join(folder, name), code);
  try {
    const { stdout } = await promisify(execFile)('node_modules/.bin/depcruise', ['--config', '.dependency-cruiser.cjs', folder], { cwd: projectRoot });
    return { failed: false, output: stdout };
  } catch (error) {
    const { stdout } = error as { stdout: string };
    return { failed: true, output: stdout };
  }
}

describe('import cycles (npm run lint)', () => {
  it.each([
    ['a value import', "import { b } from './b';\nexport const a = () => b;\n"],
    ['a type-only import', "import type { B } from './b';\nexport type A = { b?: B };\nexport const a = 1;\n"],
  ])('refuses two modules importing each other through %s', async (_kind, moduleA) => {
    const result = await cycleCheck({ 'a.ts': moduleA, 'b.ts': "import { a } from './a';\nexport type B = typeof a;\nexport const b = a;\n" });
    expect(result.failed).toBe(true);
    expect(result.output).toMatch(/no-import-cycles: .*a\.ts/);
  }, CRUISE_TIMEOUT_MS);

  it('refuses a longer cycle and names every module in it', async () => {
    const result = await cycleCheck({
      'a.ts': "import { c } from './c';\nexport const a = () => c;\n",
      'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      'c.ts': "import { b } from './b';\nexport const c = () => b;\n",
    });
    expect(result.failed).toBe(true);
    for (const name of ['a.ts', 'b.ts', 'c.ts']) expect(result.output).toContain(name);
  }, CRUISE_TIMEOUT_MS);

  it('refuses an import it cannot resolve, which could hide a cycle', async () => {
    const result = await cycleCheck({ 'a.ts': "import { gone } from './gone';\nexport const a = gone;\n" });
    expect(result.failed).toBe(true);
    expect(result.output).toContain('no-unresolved-imports');
  }, CRUISE_TIMEOUT_MS);

  it('passes modules that import one way only', async () => {
    const result = await cycleCheck({ 'a.ts': "import { b } from './b';\nexport const a = () => b;\n", 'b.ts': 'export const b = 1;\n' });
    expect(result).toMatchObject({ failed: false });
  }, CRUISE_TIMEOUT_MS);
});
