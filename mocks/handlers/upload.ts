import { badRequest } from './http-kit.ts';

/** Browsers send octet-stream for extensions they do not know, which says nothing about the content. */
export function declaresType(file: File): boolean {
  return file.type !== '' && file.type !== 'application/octet-stream';
}

export interface Upload {
  fields: Record<string, string>;
  file: File;
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * Reads a multipart upload. Only a real file part counts: under jsdom a File inside FormData
 * can arrive as the text "undefined", which must be a 400 like a missing file, not an empty upload.
 * `expectedType` is a MIME family ('image', 'video'); a declared type outside it is refused,
 * an undeclared one is accepted because not every client sets it.
 */
export async function readUpload(
  request: Request,
  textFields: readonly string[],
  expectedType: string,
): Promise<Upload> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('Ожидается multipart/form-data.');
  }
  const fields: Record<string, string> = {};
  for (const key of textFields) {
    const value = form.get(key);
    if (typeof value !== 'string' || value.trim() === '') throw badRequest(`Поле "${key}" обязательно.`);
    fields[key] = value;
  }
  const file = form.get('file');
  if (file === null || typeof file === 'string') throw badRequest('Файл не передан (поле "file").');
  if (file.size === 0) throw badRequest('Файл пустой.');
  if (declaresType(file) && !file.type.startsWith(`${expectedType}/`)) {
    throw badRequest(`Неподходящий тип файла: ${file.type}.`);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { fields, file, bytes };
}
