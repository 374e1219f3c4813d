import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { onTestFinished } from 'vitest';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A cruise reads every module once: seconds, longer on a busy CI. */
export const CRUISE_TIMEOUT_MS = 30_000;

/**
 * Runs the check `npm run lint` runs with dependency-cruiser and the project's config, over `files`
 * (path → code) written into a folder of their own, cruising `targets` from there; the folder goes
 * when the test ends.
 */
export async function cruise(files: Record<string, string>, targets: string[]): Promise<{ failed: boolean; output: string }> {
  const folder = mkdtempSync(join(tmpdir(), 'cruise-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  for (const [name, code] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, name)), { recursive: true });
    writeFileSync(join(folder, name), code);
  }
  const depcruise = join(projectRoot, 'node_modules/.bin/depcruise');
  const run = promisify(execFile)(depcruise, ['--config', join(projectRoot, '.dependency-cruiser.cjs'), ...targets], { cwd: folder });
  try {
    return { failed: false, output: (await run).stdout };
  } catch (error) {
    return { failed: true, output: (error as { stdout: string }).stdout };
  }
}
