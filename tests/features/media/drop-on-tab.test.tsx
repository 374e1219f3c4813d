import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PhotoTab } from '@/features/media/photo-tab';
import { VideoTab } from '@/features/media/video-tab';
import { signIn } from '../../utils/session';
import { findToast } from '../../utils/toasts';
import { SEEDED_PHOTOS, SEEDED_VIDEO, findCard, mp4File, pngFile, renderTab } from './media-harness';

beforeEach(signIn);

/** A drag of `files` as the browser delivers it: a DataTransfer that carries files. */
const dragOf = (files: File[]) => ({ dataTransfer: { types: ['Files'], files, dropEffect: 'none' } });
const listOf = (heading: string) => screen.getByRole('region', { name: heading });
const queue = () => screen.getByRole('list', { name: 'Очередь загрузки' });

/** Files dragged over `target` and dropped there; says whether the drop was taken (its default held back). */
function dropOn(target: HTMLElement, files: File[]): boolean {
  fireEvent.dragEnter(target, dragOf(files));
  fireEvent.dragOver(target, dragOf(files));
  return !fireEvent.drop(target, dragOf(files));
}

describe('files dropped anywhere on a media tab', () => {
  it('opens the upload form with its drop zone as soon as files are dragged over the tab', async () => {
    renderTab(<PhotoTab hotelId={1} />);
    await findCard(SEEDED_PHOTOS[0]!, { timeout: 5000 });
    expect(screen.queryByText('Перетащите файлы сюда или')).not.toBeInTheDocument();

    fireEvent.dragEnter(listOf('Фото'), dragOf([pngFile()]));

    expect(await screen.findByRole('heading', { name: 'Загрузить фото' })).toBeInTheDocument();
    expect(screen.getByText('Перетащите файлы сюда или')).toBeInTheDocument();
  });

  it('queues photos dropped on the list under their names, each once, as on the zone', async () => {
    renderTab(<PhotoTab hotelId={1} />);
    await findCard(SEEDED_PHOTOS[0]!, { timeout: 5000 });

    expect(dropOn(listOf('Фото'), [pngFile('пирс.png'), pngFile('сад.png')])).toBe(true);
    expect(await screen.findByRole('list', { name: 'Очередь загрузки' })).toBeInTheDocument();
    // The zone takes what is dropped on it, and the tab around it does not take it again.
    dropOn(screen.getByText('Перетащите файлы сюда или'), [pngFile('бар.png')]);

    const names = within(queue())
      .getAllByRole('textbox')
      .map((field) => (field as HTMLInputElement).value);
    expect(names).toEqual(['пирс', 'сад', 'бар']);
  });

  it('takes a video dropped on the list into the form; one that is not a video is refused in the picker’s words', async () => {
    renderTab(<VideoTab hotelId={1} />);
    await findCard(SEEDED_VIDEO, { timeout: 5000 });

    dropOn(listOf('Видео'), [pngFile('меню.png')]);
    await findToast('error', 'Это не видео: выберите видеофайл.');
    const picker = screen.getByLabelText('Файл видео');
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('меню.png')).not.toBeInTheDocument();

    dropOn(listOf('Видео'), [mp4File('закат.mp4')]);
    expect(await screen.findByText('закат.mp4')).toBeInTheDocument();
    expect(screen.getByLabelText('Файл видео')).not.toHaveAttribute('aria-invalid');
  });

  it('takes nothing while an item is edited: the form has no picker then', async () => {
    const { user } = renderTab(<VideoTab hotelId={1} />);
    await findCard(SEEDED_VIDEO, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: `Редактировать «${SEEDED_VIDEO}»` }));
    await screen.findByRole('heading', { name: 'Редактировать видео' });

    expect(dropOn(screen.getByRole('heading', { name: 'Редактировать видео' }), [mp4File()])).toBe(false);
    expect(screen.queryByText('sunset.mp4')).not.toBeInTheDocument();
  });
});
