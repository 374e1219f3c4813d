import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const apiPath = fileURLToPath(new URL('../../src/entities/hotels/api.ts', import.meta.url));
const apiSource = readFileSync(apiPath, 'utf8');
const COMPILE_TIMEOUT_MS = 30_000;

const config = ts.getParsedCommandLineOfConfigFile(ts.findConfigFile(projectRoot, ts.sys.fileExists)!, {}, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  },
})!;
let previous: ts.Program | undefined;

/** What `npm run typecheck` says about the hotel fetchers were their file `source`. */
function typeErrorsOfApi(source: string): string[] {
  const host = ts.createCompilerHost(config.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) =>
    fileName === apiPath ? ts.createSourceFile(fileName, source, language) : getSourceFile(fileName, language, ...rest);
  // The files around it do not change from one compile to the next: each reuses the one before.
  previous = ts.createProgram([apiPath], config.options, host, previous);
  return ts
    .getPreEmitDiagnostics(previous, previous.getSourceFile(apiPath))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

/** The file with one edit made; the edit must find its text, or the check would prove nothing. */
function edited(search: string, replacement: string): string {
  expect(apiSource).toContain(search);
  return apiSource.replace(search, replacement);
}

describe('the hotel request body (npm run typecheck)', () => {
  it('compiles as it is', () => {
    expect(typeErrorsOfApi(apiSource)).toEqual([]);
  }, COMPILE_TIMEOUT_MS);

  it('refuses a body that leaves a field out', () => {
    const errors = typeErrorsOfApi(edited('  beach_id: input.beach_id ?? null,\n', ''));
    expect(errors).toEqual([expect.stringMatching(/Property 'beach_id' is missing .*'HotelBody'/)]);
  }, COMPILE_TIMEOUT_MS);

  it('refuses an absent optional field sent as undefined, which JSON would leave out', () => {
    const errors = typeErrorsOfApi(edited('deposit: input.deposit ?? null,', 'deposit: input.deposit,'));
    expect(errors).toEqual([expect.stringContaining("Type 'string | null | undefined' is not assignable to type 'string | null'")]);
  }, COMPILE_TIMEOUT_MS);
});
