import type { DetailTab } from '@/navigation/view-state';
import { db } from '../../../mocks/db';

/** A field typed into, and the value the control then holds (a number input holds a number). */
type Typed = { label: string; text: string; value: string | number };

/**
 * What the news and rooms tabs share (one list, one form for creating and editing, a confirmed
 * delete), with each tab's own texts, fields and seeded items of hotel #1, Lara Sun Palace.
 */
export type EditableTabCase = {
  name: string;
  tab: DetailTab;
  tabLabel: string;
  /** The tab next to it, and a text it shows once open. */
  otherTab: { tab: DetailTab; label: string; shows: string };
  forms: { create: string; edit: string };
  /** The field that must not be blank, first in the form. */
  requiredField: string;
  /** MSW patterns of the tab's endpoints. */
  routes: { list: string; create: string; update: string; remove: string };
  listPath: string;
  createPath: string;
  texts: {
    created: string;
    updated: string;
    deleted: string;
    confirmDelete: string;
    blank: string;
    empty: string;
    loadFailed: string;
    createFailed: string;
    updateFailed: string;
    deleteFailed: string;
    /** The console line of a failed create. */
    createLogged: string;
  };
  /** The seeded items in the order the tab lists them. */
  seeded: string[];
  /** An item whose row shows `details` besides its name. */
  described: { item: string; details: string | RegExp };
  /** The item deleted in the delete tests, and the path its DELETE goes to. */
  removed: { item: string; path: string };
  /** An item left alone by the edit and delete tests, to be edited beside them. */
  other: string;
  /** A hotel of the seed without any item. */
  emptyHotelId: number;
  /** A blank required field beside another one that is filled in. */
  blankBeside: Typed;
  /** A new item: what is typed, the body sent, the list after it. */
  created: { typed: Typed[]; body: unknown; listed: string[] };
  /** What a failed create keeps. */
  refusedCreate: Typed[];
  /** An edit: the form as it opens, the change, the PUT and what the list shows after it. */
  edited: {
    item: string;
    opens: Record<string, string | number>;
    change: Typed;
    path: string;
    body: unknown;
    shows: string;
    listed: string[];
  };
  /** Another admin deletes `item` while this one still sees it. */
  deleteElsewhere: (item: string) => void;
  /** Another admin changes `item` behind an open form: its name (the required field), or `otherField`. */
  changeElsewhere: (item: string, change: { name?: string; other?: string }) => void;
  /** A field besides the required one, by its label. */
  otherField: string;
  /** The question when both admins changed the same field. */
  changedByAnother: string;
};

export const NEWS_TAB: EditableTabCase = {
  name: 'news',
  tab: 'news',
  tabLabel: 'Новости',
  otherTab: { tab: 'rooms', label: 'Номера', shows: 'Family Suite' },
  forms: { create: 'Новая новость', edit: 'Редактирование новости' },
  requiredField: 'Заголовок',
  routes: {
    list: '*/v1/news/hotel/:hotelId',
    create: '*/v1/news/:hotelId',
    update: '*/v1/news',
    remove: '*/v1/news/:id',
  },
  listPath: '/v1/news/hotel/1',
  createPath: '/v1/news/1',
  texts: {
    created: 'Новость успешно создана!',
    updated: 'Новость обновлена!',
    deleted: 'Новость удалена!',
    confirmDelete: 'Удалить эту новость?',
    blank: 'Заголовок не может быть пустым!',
    empty: 'Нет новостей.',
    loadFailed: 'Ошибка при загрузке новостей!',
    createFailed: 'Ошибка при создании новости!',
    updateFailed: 'Ошибка при обновлении новости!',
    deleteFailed: 'Ошибка при удалении новости!',
    createLogged: 'Не удалось создать новость',
  },
  // The newest first: the server lists them the other way round.
  seeded: ['Раннее бронирование', 'Новый SPA-центр', 'Открытие сезона'],
  described: { item: 'Открытие сезона', details: /С 15 апреля отель принимает гостей/ },
  removed: { item: 'Раннее бронирование', path: '/v1/news/3' },
  other: 'Открытие сезона',
  emptyHotelId: 2,
  blankBeside: { label: 'Текст новости', text: 'Текст без заголовка', value: 'Текст без заголовка' },
  created: {
    typed: [
      { label: 'Заголовок', text: 'Летняя анимация', value: 'Летняя анимация' },
      { label: 'Текст новости', text: 'Шоу каждый вечер.{Enter}Вход свободный.', value: 'Шоу каждый вечер.\nВход свободный.' },
    ],
    body: { news_header: 'Летняя анимация', news_txt: 'Шоу каждый вечер.\nВход свободный.' },
    listed: ['Летняя анимация', 'Раннее бронирование', 'Новый SPA-центр', 'Открытие сезона'],
  },
  refusedCreate: [
    { label: 'Заголовок', text: 'Не сохранится', value: 'Не сохранится' },
    { label: 'Текст новости', text: 'Текст', value: 'Текст' },
  ],
  edited: {
    item: 'Новый SPA-центр',
    opens: {
      Заголовок: 'Новый SPA-центр',
      'Текст новости': 'В главном корпусе открыт SPA-центр с турецкой баней и массажными кабинетами.',
    },
    change: { label: 'Заголовок', text: 'SPA-центр открыт', value: 'SPA-центр открыт' },
    path: '/v1/news',
    body: {
      id: 2,
      news_header: 'SPA-центр открыт',
      news_txt: 'В главном корпусе открыт SPA-центр с турецкой баней и массажными кабинетами.',
    },
    shows: 'SPA-центр открыт',
    listed: ['Раннее бронирование', 'SPA-центр открыт', 'Открытие сезона'],
  },
  deleteElsewhere: (item) => {
    db.news = db.news.filter((news) => news.news_header !== item);
  },
  changeElsewhere: (item, { name, other }) => {
    const news = db.news.find((stored) => stored.news_header === item)!;
    if (name !== undefined) news.news_header = name;
    if (other !== undefined) news.news_txt = other;
  },
  otherField: 'Текст новости',
  changedByAnother: 'Новость изменена другим администратором',
};

export const ROOMS_TAB: EditableTabCase = {
  name: 'rooms',
  tab: 'rooms',
  tabLabel: 'Номера',
  otherTab: { tab: 'news', label: 'Новости', shows: 'Открытие сезона' },
  forms: { create: 'Новый номер', edit: 'Редактирование номера' },
  requiredField: 'Тип номера',
  routes: {
    list: '*/v1/rooms/hotel/:hotelId',
    create: '*/v1/rooms',
    update: '*/v1/rooms/:id',
    remove: '*/v1/rooms/:id',
  },
  listPath: '/v1/rooms/hotel/1',
  createPath: '/v1/rooms',
  texts: {
    created: 'Комната создана!',
    updated: 'Комната обновлена!',
    deleted: 'Комната удалена!',
    confirmDelete: 'Удалить комнату безвозвратно?',
    blank: 'Введите хотя бы тип комнаты!',
    empty: 'Номеров пока нет.',
    loadFailed: 'Ошибка при загрузке комнат!',
    createFailed: 'Ошибка при создании комнаты!',
    updateFailed: 'Ошибка при обновлении комнаты!',
    deleteFailed: 'Ошибка при удалении комнаты!',
    createLogged: 'Не удалось создать комнату',
  },
  seeded: ['Standard Room', 'Deluxe Sea View', 'Family Suite'],
  described: { item: 'Deluxe Sea View', details: '34 м² · Море · вместимость 2+2' },
  removed: { item: 'Standard Room', path: '/v1/rooms/1' },
  other: 'Family Suite',
  emptyHotelId: 3,
  blankBeside: { label: 'Площадь, м²', text: '20', value: 20 },
  // Area and occupancy left empty: sent as 0 and 1.
  created: {
    typed: [
      { label: 'Тип номера', text: 'Эконом', value: 'Эконом' },
      { label: 'Вид', text: 'Двор', value: 'Двор' },
    ],
    body: { room_type: 'Эконом', square_meters: 0, view: 'Двор', max_occupancy: '1', hotel_id: 1 },
    listed: ['Standard Room', 'Deluxe Sea View', 'Family Suite', 'Эконом'],
  },
  refusedCreate: [
    { label: 'Тип номера', text: 'Мансарда', value: 'Мансарда' },
    { label: 'Площадь, м²', text: '22', value: 22 },
  ],
  edited: {
    item: 'Deluxe Sea View',
    opens: { 'Тип номера': 'Deluxe Sea View', 'Площадь, м²': 34, Вид: 'Море', Вместимость: '2+2' },
    change: { label: 'Площадь, м²', text: '36', value: 36 },
    path: '/v1/rooms/2',
    body: { id: 2, room_type: 'Deluxe Sea View', square_meters: 36, view: 'Море', max_occupancy: '2+2', hotel_id: 1 },
    shows: '36 м² · Море · вместимость 2+2',
    listed: ['Standard Room', 'Deluxe Sea View', 'Family Suite'],
  },
  deleteElsewhere: (item) => {
    db.rooms = db.rooms.filter((room) => room.room_type !== item);
  },
  changeElsewhere: (item, { name, other }) => {
    const room = db.rooms.find((stored) => stored.room_type === item)!;
    if (name !== undefined) room.room_type = name;
    if (other !== undefined) room.view = other;
  },
  otherField: 'Вид',
  changedByAnother: 'Номер изменён другим администратором',
};
