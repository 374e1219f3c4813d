import { makeIcon } from './icons';

// Icons no part of the first screen draws (dialogs, toasts, items' actions, the file picker, the
// star picker), apart from icons.tsx so that the first screen's chunk does not carry them.
export const CloseIcon = makeIcon(['M18 6 6 18', 'm6 6 12 12']);
export const DeleteIcon = makeIcon(['M3 6h18', 'M8 6V4h8v2', 'M19 6l-1 14H6L5 6', 'M10 11v6', 'M14 11v6']);
export const StarIcon = makeIcon(['M12 3l2.4 6.3 6.7.3-5.2 4.3 1.7 6.5L12 16.7l-5.6 3.7 1.7-6.5-5.2-4.3 6.7-.3Z']);
export const UploadIcon = makeIcon(['M12 15V3', 'm7 8 5-5 5 5', 'M5 21h14']);
