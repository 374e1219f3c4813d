import { resolveUploadLimits, type UploadLimits } from '@/api/upload-limits';
import type { MediaKind } from './media-kind';

const BYTES_PER_MB = 1024 * 1024;

type FileRule = { family: string; wrongType: string; fits: string; maxMb: (limits: UploadLimits) => number };

const RULES: Record<MediaKind['accept'], FileRule> = {
  'image/*': {
    family: 'image/',
    wrongType: 'Это не изображение: выберите файл фото.',
    fits: 'Изображение (JPG, PNG, WebP и др.)',
    maxMb: (limits) => limits.maxPhotoMb,
  },
  'video/*': {
    family: 'video/',
    wrongType: 'Это не видео: выберите видеофайл.',
    fits: 'Видео (MP4, MOV и др.)',
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
 * A type other than the picker's (its filter is only a hint: "All files" is one tap away), known as
 * soon as the file is picked. A browser that cannot tell the type sends none (or octet-stream); the
 * server judges those.
 */
export function fileTypeProblem(file: File, accept: MediaKind['accept']): string | undefined {
  const rule = RULES[accept];
  const typeKnown = file.type !== '' && file.type !== 'application/octet-stream';
  return typeKnown && !file.type.startsWith(rule.family) ? rule.wrongType : undefined;
}

/** Why `file` should not be sent, before a byte leaves the phone: a wrong type or a size over the setting. */
export function uploadFileProblem(
  file: File,
  accept: MediaKind['accept'],
  limits: UploadLimits = resolveUploadLimits(),
): string | undefined {
  const maxMb = RULES[accept].maxMb(limits);
  return fileTypeProblem(file, accept) ?? (file.size > maxMb * BYTES_PER_MB ? tooLarge(file.size, maxMb) : undefined);
}

/** What the picker takes, said before a file is picked: «Изображение (JPG, PNG, WebP и др.) до 20 МБ». */
export function acceptedFiles(accept: MediaKind['accept'], limits: UploadLimits = resolveUploadLimits()): string {
  const rule = RULES[accept];
  return `${rule.fits} до ${formatMb(rule.maxMb(limits), 2)}`;
}

/** A picked file as it will be sent, or why it will not be. */
export type PreparedUpload = { file: File } | { problem: string };

/**
 * The picked file made ready (a large photo downscaled), then checked: the size limit applies to
 * what is sent, so a photo too large as picked may still go once it is smaller.
 */
export async function prepareUpload(file: File, { accept, prepareFile }: Pick<MediaKind, 'accept' | 'prepareFile'>): Promise<PreparedUpload> {
  const ready = prepareFile ? await prepareFile(file) : file;
  const problem = uploadFileProblem(ready, accept);
  return problem ? { problem } : { file: ready };
}

/** «12,4 МБ», or «850 КБ» under a megabyte: how the queue shows a photo's size before and after. */
export function formatFileSize(bytes: number): string {
  if (bytes >= BYTES_PER_MB) return formatMb(bytes / BYTES_PER_MB);
  return `${new Intl.NumberFormat('ru-RU').format(Math.max(1, Math.round(bytes / 1024)))} КБ`;
}
