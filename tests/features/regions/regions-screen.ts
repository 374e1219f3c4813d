import { screen, within } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import { renderApp } from '../../utils/render-app';
import { signIn } from '../../utils/session';

/** Signs in and renders the main screen at `path`, once the regions column is drawn. */
export async function openHome(path = '/homePage') {
  signIn();
  const app = renderApp(path);
  await screen.findByRole('complementary', { name: 'Регионы' });
  return app;
}

export function regionsColumn() {
  return within(screen.getByRole('complementary', { name: 'Регионы' }));
}

/** The names in the column's list, top to bottom. */
export function listedRegionNames(): string[] {
  return regionsColumn()
    .getAllByRole('listitem')
    .map((row) => within(row).getAllByRole('link')[0]!.textContent ?? '');
}

/** The list row of the region (its select and edit buttons). */
export function regionRow(name: string) {
  const row = regionsColumn().getByRole('link', { name }).closest('li');
  if (!row) throw new Error(`No row for ${name}`);
  return within(row);
}

/** Emulates a phone (or a wider screen) for `matchMedia('(max-width: 720px)')` until the test ends. */
export function emulateScreen({ phone }: { phone: boolean }): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone && query === '(max-width: 720px)', media: query }));
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
}
