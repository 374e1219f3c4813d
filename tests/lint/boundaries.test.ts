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

describe('layer boundaries (README, Layout of the code; record 0010)', () => {
  it.each([
    [
      'a feature reaching into another feature past its index.ts',
      'src/features/search/x.ts',
      "export { HotelList } from '@/features/home/hotels/hotel-list';\n",
      'only through its public index.ts',
    ],
    [
      'a lazy import() past the index.ts as well',
      'src/features/hotel-detail/x.ts',
      "export const loadPhotoTab = () => import('@/features/media/photo-tab');\n",
      'only through its public index.ts',
    ],
    [
      'shared code importing a feature',
      'src/shared/ui/x.ts',
      "export { HotelSearch } from '@/features/search';\n",
      'Shared code knows no feature',
    ],
    [
      "shared code importing the panel's addresses",
      'src/shared/ui/x.ts',
      "export { useHomeNavigation } from '@/navigation/use-home-navigation';\n",
      'Shared code knows no feature, entity, route, address or app wiring',
    ],
    [
      "an entity importing the panel's addresses",
      'src/entities/hotels/x.ts',
      "export { HOTEL_STATUSES } from '@/navigation/view-state';\n",
      'An entity holds data only',
    ],
    [
      'the addresses importing a feature',
      'src/navigation/x.ts',
      "export { HotelSearch } from '@/features/search';\n",
      "The panel's addresses know no feature",
    ],
    [
      "an entity importing another entity's module",
      'src/entities/beaches/x.ts',
      "export { hotelQuery } from '@/entities/hotels/queries';\n",
      'src/entities/query-keys.ts',
    ],
  ])(
    'refuses %s',
    async (_, filePath, code, message) => {
      expect(await boundaryProblems(filePath, code)).toEqual([expect.stringContaining(message)]);
    },
    LINT_TIMEOUT_MS,
  );

  it.each([
    ["a feature's public index.ts", 'src/features/home/x.ts', "export { HotelSearch } from '@/features/search';\n"],
    ["the entities' query keys", 'src/entities/beaches/x.ts', "export { hotelKeys } from '@/entities/query-keys';\n"],
  ])(
    'allows %s',
    async (_, filePath, code) => {
      expect(await boundaryProblems(filePath, code)).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );
});
