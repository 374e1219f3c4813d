import { db, type Beach, type Hotel, type Region } from '../db/index.ts';
import { badRequest, notFound } from './http-kit.ts';

export function regionOr404(id: number): Region {
  const region = db.regions.find((candidate) => candidate.id === id);
  if (!region) throw notFound(`Регион ${id} не найден.`);
  return region;
}

export function hotelOr404(id: number): Hotel {
  const hotel = db.hotels.find((candidate) => candidate.hotel_id === id);
  if (!hotel) throw notFound(`Отель ${id} не найден.`);
  return hotel;
}

// A reference inside a body that points nowhere is a bad request, not a missing resource.
export function existingRegionId(id: number): number {
  if (!db.regions.some((region) => region.id === id)) throw badRequest(`Регион ${id} не существует.`);
  return id;
}

export function existingHotelId(id: number): number {
  if (!db.hotels.some((hotel) => hotel.hotel_id === id)) throw badRequest(`Отель ${id} не существует.`);
  return id;
}

export function beachOfRegion(beachId: number, regionId: number): Beach {
  const beach = db.beaches.find((candidate) => candidate.id === beachId);
  if (!beach) throw badRequest(`Пляж ${beachId} не существует.`);
  if (beach.region_id !== regionId) throw badRequest(`Пляж ${beachId} относится к другому региону.`);
  return beach;
}

/** Finds by id or answers 404; for the tables keyed by `id`. */
export function rowOr404<T extends { id: number }>(rows: T[], id: number, label: string): T {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw notFound(`Не найдено: ${label} #${id}.`);
  return row;
}

export function removeWhere<T>(rows: T[], predicate: (row: T) => boolean): T[] {
  const removed = rows.filter(predicate);
  const kept = rows.filter((row) => !predicate(row));
  rows.splice(0, rows.length, ...kept);
  return removed;
}
