import { resolveUploadLimits, type UploadLimits } from '@/api/upload-limits';
import type { MediaKind } from './media-kind';

const BYTES_PER_MB = 1024 * 1024;

type FileRule = { family: string; wrongType: string; maxMb: (limits: UploadLimits) => number };

const RULES: Record<MediaKind['accept'], FileRule> = {
  'image/*': {
    family: 'image/',
    wrongType: 'Это не изображение: выберите файл фото.',
    maxMb: (limits) => limits.maxPhotoMb,
  },
  'video/*': {
    family: 'video/',
    wrongType: 'Это не видео: выберите видеофайл.',
    maxMb: (limits) => limits.maxVideoMb,
  },
};

const formatMb = (megabytes: number, fractionDigits = 1) =>
  `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: fractionDigits }).format(megabytes)} МБ`;

/** «25,3 МБ», rounded as a file manager shows it; a hair over the limit gets one more digit. */
function tooLarge(bytes: number, maxMb: number): string {
  const size = bytes / BYTES_PER_MB;
  const digits = Math.round(size * 10) / 10 > maxMb ? 1 : 2;
  return `Файл слишком большой: ${formatMb(size, digits)}. Можно не больше ${formatMb(maxMb, 2)}.`;
}

/**
 * Why `file` should not be sent, before a byte leaves the phone: a type other than the picker's
 * (the picker's filter is only a hint: "All files" is one tap away) or a size over the setting.
 * A browser that cannot tell the type sends none (or octet-stream); the server judges those.
 */
export function uploadFileProblem(
  file: File,
  accept: MediaKind['accept'],
  limits: UploadLimits = resolveUploadLimits(),
): string | undefined {
  const rule = RULES[accept];
  const typeKnown = file.type !== '' && file.type !== 'application/octet-stream';
  if (typeKnown && !file.type.startsWith(rule.family)) return rule.wrongType;
  const maxMb = rule.maxMb(limits);
  return file.size > maxMb * BYTES_PER_MB ? tooLarge(file.size, maxMb) : undefined;
}
