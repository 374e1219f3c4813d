import { describe, expect, it } from 'vitest';
import { CRUISE_TIMEOUT_MS, cruise } from './cruise';

/** The cycle check over modules side by side, each importing the next by a relative path. */
const cycleCheck = (files: Record<string, string>) => cruise({ ...files, 'tsconfig.json': '{}' }, ['.']);

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
