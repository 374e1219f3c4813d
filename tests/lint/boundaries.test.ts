import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const BOUNDARY_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);
// The first lint loads the config: seconds, longer on a busy CI.
const LINT_TIMEOUT_MS = 60_000;

let eslint: ESLint;

beforeAll(() => {
  // The files linted here do not exist, so the type-aware rules (which need them in the project)
  // are switched off; the boundary rules only need the importer's path and the specifier.
  eslint = new ESLint({ cwd: projectRoot, overrideConfig: tseslint.configs.disableTypeChecked });
});

/** The boundary messages lint gives `code` as if it were the file at `filePath`. */
async function boundaryProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId !== null && BOUNDARY_RULES.has(message.ruleId)).map((message) => message.message);
}

describe('layer boundaries (GUIDE.md §4)', () => {
  it('refuses a feature reaching into another feature past its index.ts', async () => {
    const problems = await boundaryProblems(
      'src/features/search/x.ts',
      "export { HotelList } from '@/features/home/hotels/hotel-list';\n",
    );
    expect(problems).toEqual([expect.stringContaining('only through its public index.ts')]);
  }, LINT_TIMEOUT_MS);

  it('refuses a lazy import() past the index.ts as well', async () => {
    const problems = await boundaryProblems(
      'src/features/hotel-detail/x.ts',
      "export const loadPhotoTab = () => import('@/features/media/photo-tab');\n",
    );
    expect(problems).toEqual([expect.stringContaining('only through its public index.ts')]);
  }, LINT_TIMEOUT_MS);

  it('refuses shared code importing a feature', async () => {
    const problems = await boundaryProblems('src/shared/ui/x.ts', "export { HotelSearch } from '@/features/search';\n");
    expect(problems).toEqual([expect.stringContaining('Shared code knows no feature')]);
  }, LINT_TIMEOUT_MS);

  it("refuses an entity importing another entity's module", async () => {
    const problems = await boundaryProblems(
      'src/entities/beaches/x.ts',
      "export { hotelQuery } from '@/entities/hotels/queries';\n",
    );
    expect(problems).toEqual([expect.stringContaining('src/entities/query-keys.ts')]);
  }, LINT_TIMEOUT_MS);

  it("allows a feature's public index.ts and the entities' query keys", async () => {
    expect(await boundaryProblems('src/features/home/x.ts', "export { HotelSearch } from '@/features/search';\n")).toEqual([]);
    expect(await boundaryProblems('src/entities/beaches/x.ts', "export { hotelKeys } from '@/entities/query-keys';\n")).toEqual([]);
  }, LINT_TIMEOUT_MS);
});
