import { execFile } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

export type ThrowawayCertificate = {
  /** PEM files, as TLS_CERT and TLS_KEY take them. */
  cert: string;
  key: string;
  /** base64 sha256 of the public key, as Chromium's --ignore-certificate-errors-spki-list takes it. */
  spki: string;
};

/**
 * A self-signed certificate for `names` (host names or IP addresses), valid for a day, written into
 * `dir`: for the browser suite and the bench, which speak TLS to their own servers the way a phone
 * speaks it to the deployed panel.
 */
export async function makeThrowawayCertificate(dir: string, names: string[]): Promise<ThrowawayCertificate> {
  const cert = join(dir, 'throwaway-cert.pem');
  const key = join(dir, 'throwaway-key.pem');
  const altNames = names.map((name) => (/^[\d.]+$|:/.test(name) ? `IP:${name}` : `DNS:${name}`)).join(',');
  await promisify(execFile)('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', `/CN=${names[0] ?? 'localhost'}`, '-addext', `subjectAltName=${altNames}`, '-keyout', key, '-out', cert,
  ]);
  const publicKey = new X509Certificate(await readFile(cert)).publicKey.export({ type: 'spki', format: 'der' });
  return { cert, key, spki: createHash('sha256').update(publicKey).digest('base64') };
}
