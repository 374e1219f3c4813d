import { makeIcon } from '@/shared/ui/icons';

// The media tabs' own icons, drawn as the shared ones are; kept here so that only these tabs' chunks carry them.
export const DownloadIcon = makeIcon(['M12 3v12', 'm7 10 5 5 5-5', 'M5 21h14']);
export const ZoomInIcon = makeIcon(['m21 21-4.3-4.3', 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z', 'M11 8v6', 'M8 11h6']);
export const PlayIcon = makeIcon(['M7 4v16l13-8Z']);
export const NoVideoIcon = makeIcon([
  'M16 16v1a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h2',
  'M10 5h4a2 2 0 0 1 2 2v3.3l6-3.3v10',
  'm2 2 20 20',
]);
