#!/bin/sh
# Prints the panel's Content-Security-Policy for a built index.html.
#   deploy/csp.sh INDEX_HTML API_ORIGIN [EXTRA_MEDIA_ORIGINS]
# An empty API_ORIGIN is an API on the panel's own origin ('self').
# Inline <script> and <style> blocks are allowed by their sha256, computed here from the file that
# is served: whatever inline code the build has is covered, and nothing injected later is.
# EXTRA_MEDIA_ORIGINS (space-separated) is for media the API links on another host, such as a CDN.
set -eu

index_html=$1
api_origin=$2
media_origins=${3:-}

# Each inline block's exact text, one file per block: the hash covers the bytes between the tags.
# Tags are found case-insensitively; a <script> with a src attribute is external and skipped.
blocks=$(mktemp -d)
trap 'rm -rf "$blocks"' EXIT
LC_ALL=C awk -v out="$blocks" '
  { html = html (NR > 1 ? "\n" : "") $0 }
  END {
    lower = tolower(html)
    count = 0
    while (match(lower, /<(script|style)[ \t\n>]/)) {
      tag = substr(lower, RSTART + 1, RLENGTH - 2)
      open_end = index(substr(lower, RSTART), ">")
      attrs = substr(lower, RSTART, open_end)
      body_start = RSTART + open_end
      close_at = index(substr(lower, body_start), "</" tag)
      if (close_at == 0) exit 1
      if (!(tag == "script" && attrs ~ /[ \t\n]src[ \t\n]*=/)) {
        count++
        file = out "/" tag "-" count
        printf "%s", substr(html, body_start, close_at - 1) > file
        close(file)
      }
      html = substr(html, body_start + close_at - 1)
      lower = substr(lower, body_start + close_at - 1)
    }
  }
' "$index_html" || { echo "csp.sh: an unclosed <script> or <style> in $index_html" >&2; exit 1; }

hashes_of() {
  for block in "$blocks/$1"-*; do
    [ -e "$block" ] || continue
    printf " 'sha256-%s'" "$(openssl dgst -sha256 -binary "$block" | openssl base64 -A)"
  done
}

# Telegram Web (K and A, and their former hosts) frames the Mini App; the apps open it in a webview
# of their own, which frame-ancestors does not concern.
telegram_frames='https://web.telegram.org https://webk.telegram.org https://webz.telegram.org'
media="$api_origin${api_origin:+${media_origins:+ }}$media_origins"

# blob: for previews of picked files and for hls.js, which plays through a MediaSource; data: for
# images the build inlines (Vite's assetsInlineLimit). Everything else falls back to 'self'.
printf '%s' "default-src 'self'; script-src 'self'$(hashes_of script); style-src 'self'$(hashes_of style);"
printf '%s' " img-src 'self' blob: data:${media:+ $media}; media-src 'self' blob:${media:+ $media}; connect-src 'self'${media:+ $media};"
printf '%s\n' " object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self' $telegram_frames"
