import type { ServerResponse } from 'node:http';
import { once } from 'node:events';
import { corsHeaders } from './cors.ts';

/** Streams a Fetch Response to Node, honouring backpressure so large media do not pile up in memory. */
export async function sendResponse(res: ServerResponse, response: Response, isHead: boolean): Promise<void> {
  const headers: Record<string, string> = { ...corsHeaders };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  if (!response.body || isHead) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
      if (res.destroyed) {
        // The browser gave up (a seek in a video, a closed tab): stop producing bytes for nobody.
        await reader.cancel();
        return;
      }
    }
  } finally {
    reader.releaseLock();
  }
  res.end();
}

export function sendJson(res: ServerResponse, status: number, body: object): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...corsHeaders,
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
  });
  res.end(text);
}
