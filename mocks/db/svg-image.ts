const palettes: ReadonlyArray<readonly [string, string]> = [
  ['#0077b6', '#90e0ef'],
  ['#f77f00', '#fcbf49'],
  ['#2a9d8f', '#e9c46a'],
  ['#6a4c93', '#f15bb5'],
  ['#1d3557', '#a8dadc'],
  ['#386641', '#a7c957'],
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A small real image for seeded photos and thumbnails, so previews and downloads work
 * without binary fixtures in the repository.
 */
export function renderSvgImage(
  caption: string,
  paletteIndex: number,
  width = 640,
  height = 400,
): Uint8Array<ArrayBuffer> {
  const [from, to] = palettes[paletteIndex % palettes.length] ?? ['#444444', '#bbbbbb'];
  const fontSize = Math.round(height / 10);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" fill="#ffffff"`,
    ` font-family="sans-serif" font-size="${fontSize}">${escapeXml(caption)}</text>`,
    '</svg>',
  ].join('');
  return new TextEncoder().encode(svg);
}
