// The real-network protocol's servers: every origin over TLS and HTTP/2, as production serves them
// (the panel's own nginx with TLS_CERT and TLS_KEY; the API behind an nginx that speaks TLS and
// HTTP/2 for it, as a deployed API would be), each behind a shaping proxy, all on one phone's link
// (shaping.js, shaping-proxy.js). Chromium reaches each origin by its host name, mapped onto its
// proxy by --host-resolver-rules, and trusts the throwaway certificate by its public key.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SLOW_4G } from './scenarios.js';
import { loadScript, serve } from './servers.js';
import { Link } from './shaping.js';
import { startShapingProxy } from './shaping-proxy.js';

/** @typedef {import('./scenarios.js').Network} Network */
/** @typedef {{ url: string, close: () => Promise<void> }} Server */

/** The origins a phone sees, each a host of its own. */
export const HOSTS = {
  panel: 'panel.bench.test',
  panelOneOrigin: 'panel-one.bench.test',
  baseline: 'baseline.bench.test',
  baselineOneOrigin: 'baseline-one.bench.test',
  api: 'api.bench.test',
};
/** How long Chromium is given to notice that the proxies closed its idle connections. */
const SETTLE_MS = 100;

/**
 * The API over TLS and HTTP/2: an nginx in front of the fake API, gzipping its JSON as such a front
 * usually does.
 * @param {string} dir @param {{ cert: string, key: string }} tls @param {number} apiPort @param {number} port @returns {Promise<Server>}
 */
async function startApiFront(dir, tls, apiPort, port) {
  const { statusOf } = /** @type {typeof import('../../scripts/nginx-server.ts')} */ (await loadScript('nginx-server.ts'));
  await mkdir(join(dir, 'tmp'), { recursive: true });
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path tmp/${kind};`).join(' ');
  await writeFile(
    join(dir, 'nginx.conf'),
    `daemon off; error_log stderr; pid nginx.pid; worker_processes 1;
events {}
http {
  access_log off; ${temp}
  gzip on; gzip_types application/json; gzip_min_length 512;
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate "${tls.cert}"; ssl_certificate_key "${tls.key}";
    location / { proxy_pass http://127.0.0.1:${apiPort}; proxy_http_version 1.1; client_max_body_size 0; }
  }
}
`,
  );
  const nginx = spawn(process.env.NGINX ?? 'nginx', ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], { stdio: 'ignore' });
  const deadline = Date.now() + 15_000;
  while ((await statusOf(`https://127.0.0.1:${port}/`)) === undefined) {
    if (nginx.exitCode !== null || Date.now() > deadline) throw new Error(`the API's TLS front (nginx, ${dir}) did not start`);
    await sleep(100);
  }
  return {
    url: `https://127.0.0.1:${port}`,
    close: async () => {
      if (nginx.exitCode !== null) return;
      nginx.kill('SIGTERM');
      await once(nginx, 'exit');
    },
  };
}

/**
 * Starts the real-network protocol's servers for the panel's and the baseline's builds, against the
 * fake API on `apiPort`: each app with the API on its own origin (and a preconnect to it) and on one
 * origin (its nginx proxying the API).
 * @param {{ workDir: string, panelDir: string, baselineDir: string, apiPort: number }} options
 */
export async function startRealNetwork({ workDir, panelDir, baselineDir, apiPort }) {
  /** @type {(() => Promise<void>)[]} */
  const closers = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer().catch(() => undefined);
  };
  try {
    const { makeThrowawayCertificate } = /** @type {typeof import('../../scripts/throwaway-cert.ts')} */ (await loadScript('throwaway-cert.ts'));
    const { freePort } = /** @type {typeof import('../../scripts/free-port.ts')} */ (await loadScript('free-port.ts'));
    const certificate = await makeThrowawayCertificate(workDir, Object.values(HOSTS));
    const tls = { cert: certificate.cert, key: certificate.key };
    const apiFront = await startApiFront(join(workDir, 'api-front'), tls, apiPort, await freePort());
    closers.push(apiFront.close);
    const apiUrl = `https://${HOSTS.api}`;
    const apiUpstream = `http://127.0.0.1:${apiPort}`;
    /** @type {Record<keyof typeof HOSTS, Server>} */
    const servers = {
      panel: await serve({ distDir: panelDir, apiUrl, tls }),
      panelOneOrigin: await serve({ distDir: panelDir, apiUpstream, tls }),
      baseline: await serve({ distDir: baselineDir, apiUrl, tls }),
      baselineOneOrigin: await serve({ distDir: baselineDir, apiUpstream, tls }),
      api: apiFront,
    };
    for (const server of Object.values(servers)) if (server !== apiFront) closers.push(server.close);

    const link = new Link({ rttMs: SLOW_4G.latency, downBytesPerSecond: SLOW_4G.downloadThroughput, upBytesPerSecond: SLOW_4G.uploadThroughput });
    /** @type {string[]} */
    const rules = [];
    /** @type {import('./shaping-proxy.js').ShapingProxy[]} */
    const proxies = [];
    for (const [name, host] of Object.entries(HOSTS)) {
      const server = servers[/** @type {keyof typeof HOSTS} */ (name)];
      const proxy = await startShapingProxy({ link, targetPort: Number(new URL(server.url).port) });
      closers.push(proxy.close);
      proxies.push(proxy);
      rules.push(`MAP ${host} 127.0.0.1:${proxy.port}`);
    }

    /** @type {Network} */
    const network = {
      emulated: false,
      beforeOpen: async () => {
        for (const proxy of proxies) proxy.forget();
        link.reset();
        await sleep(SETTLE_MS);
      },
      ownProfile: Object.values(HOSTS).map((host) => `https://${host}`),
    };
    return {
      network,
      /** Each app's address, by its host name. */
      urls: Object.fromEntries(Object.entries(HOSTS).map(([name, host]) => [name, `https://${host}`])),
      /** For every Chromium the bench starts: the host names onto the proxies, the certificate trusted. */
      chromiumArgs: [`--host-resolver-rules=${rules.join(', ')}`, `--ignore-certificate-errors-spki-list=${certificate.spki}`],
      /**
       * For the Chromium whose own profile measures: no connection it learnt to open from earlier visits
       * (a phone's webview learns none), only those the page asks for.
       */
      disabledFeatures: ['LoadingPredictorUseLocalPredictions'],
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
