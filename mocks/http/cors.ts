/** Any origin: the panel runs from Vite, a preview build, or a Telegram webview on another host. */
export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Content-Range, Content-Length, Accept-Ranges',
};

export const preflightHeaders: Readonly<Record<string, string>> = {
  ...corsHeaders,
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Range',
  'Access-Control-Max-Age': '600',
  // Chromium's Private Network Access asks this before a page on a public host may call localhost.
  'Access-Control-Allow-Private-Network': 'true',
};
