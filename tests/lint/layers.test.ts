import { describe, expect, it } from 'vitest';
import { CRUISE_TIMEOUT_MS, cruise } from './cruise';

/** A module every case may import, in each place a crossing could lead to. */
const TARGETS: Record<string, string> = {
  'src/api/client.ts': 'export const client = 1;\n',
  'src/entities/hotels/queries.ts': 'export const hotelQuery = 1;\n',
  'src/entities/regions/queries.ts': 'export const regionsQuery = 1;\n',
  'src/entities/lenient-list.ts': 'export const lenientList = 1;\n',
  'src/features/home/index.ts': "export { HomePage } from './home-page';\n",
  'src/features/home/home-page.ts': 'export const HomePage = 1;\n',
  'src/features/search/index.ts': 'export const HotelSearch = 1;\n',
  'src/shared/ui/field.ts': 'export const Field = 1;\n',
  'mocks/db.ts': 'export const db = 1;\n',
};

/** The layer check over a small project with `files` added to it: the rules read paths under src/. */
const layerCheck = (files: Record<string, string>) =>
  cruise({ ...TARGETS, ...files, 'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }) }, ['src', 'mocks']);

/** Each crossing, the file that makes it, and the rule that must name that file. */
const REFUSED = [
  ['a relative import into another layer', 'src/features/home/x.ts', "export { client } from '../../api/client';\n", 'relative-import-across-layers'],
  ['a relative import into another feature', 'src/features/search/x.ts', "export { HomePage } from '../home/home-page';\n", 'relative-import-across-features'],
  ['a relative import into another entity', 'src/entities/hotels/x.ts', "export { regionsQuery } from '../regions/queries';\n", 'relative-import-across-features'],
  ['the panel importing the fake API', 'src/shared/ui/x.ts', "export { db } from '../../../mocks/db';\n", 'no-mocks-in-the-panel'],
  ['the HTTP layer importing an entity', 'src/api/x.ts', "export { hotelQuery } from '@/entities/hotels/queries';\n", 'api-knows-no-screen'],
  ['a route reaching a feature past its index.ts', 'src/routes/x.ts', "export { HomePage } from '@/features/home/home-page';\n", 'feature-through-its-index'],
  ['the app loading a feature past its index.ts', 'src/app/x.ts', "export const load = () => import('@/features/home/home-page');\n", 'feature-through-its-index'],
] as const;

const ALLOWED = [
  ['a relative import within a feature', 'src/features/home/x.ts', "export { HomePage } from './home-page';\n"],
  ["an entity's relative import of the entities' own modules", 'src/entities/hotels/x.ts', "export { lenientList } from '../lenient-list';\n"],
  ['another layer through the alias', 'src/features/search/x.ts', "export { client } from '@/api/client';\n"],
  ["a route using a feature's index.ts", 'src/routes/x.ts', "export { HomePage } from '@/features/home';\n"],
] as const;

// One cruise per table, each crossing in a file of its own: each cruise takes about a second.
describe('layer crossings only dependency-cruiser sees (npm run lint)', () => {
  it(`refuses each of: ${REFUSED.map(([name]) => name).join('; ')}`, async () => {
    const result = await layerCheck(Object.fromEntries(REFUSED.map(([, file, code]) => [file, code])));
    expect(result.failed).toBe(true);
    for (const [name, file, , rule] of REFUSED) expect(result.output, name).toContain(`${rule}: ${file}`);
  }, CRUISE_TIMEOUT_MS);

  it(`allows each of: ${ALLOWED.map(([name]) => name).join('; ')}`, async () => {
    expect(await layerCheck(Object.fromEntries(ALLOWED.map(([, file, code]) => [file, code])))).toMatchObject({ failed: false });
  }, CRUISE_TIMEOUT_MS);
});
