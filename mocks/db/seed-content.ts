import type { News, Room } from './types.ts';

type RoomSpec = [room_type: string, square_meters: number, view: string, max_occupancy: string];

const roomSets: Record<number, RoomSpec[]> = {
  1: [
    ['Standard Room', 28, 'Сад', '2+1'],
    ['Deluxe Sea View', 34, 'Море', '2+2'],
    ['Family Suite', 56, 'Море', '4+2'],
  ],
  2: [
    ['Standard Room', 24, 'Город', '2'],
    ['Superior Sea View', 30, 'Море', '2+1'],
  ],
  5: [
    ['Club Room', 32, 'Лес', '2+1'],
    ['Family Room', 45, 'Бассейн', '3+2'],
    ['Villa с бассейном', 120, 'Море', '6'],
  ],
  6: [['Standard Room', 26, 'Горы', '2+1']],
  9: [
    ['Standard Room', 27, 'Боковой вид на море', '2+1'],
    ['Junior Suite', 40, 'Море', '3'],
  ],
  12: [
    ['Standard Room', 25, 'Крепость', '2'],
    ['Deluxe Room', 32, 'Море', '2+2'],
  ],
};

export const seedRooms: readonly Room[] = Object.entries(roomSets)
  .flatMap(([hotelId, specs]) => specs.map((spec) => ({ hotel_id: Number(hotelId), spec })))
  .map(({ hotel_id, spec: [room_type, square_meters, view, max_occupancy] }, index) => ({
    id: index + 1,
    room_type,
    square_meters,
    view,
    max_occupancy,
    hotel_id,
  }));

// Ascending id order is the server's order; the panel shows it reversed (newest first).
export const seedNews: readonly News[] = [
  {
    id: 1,
    hotel_id: 1,
    news_header: 'Открытие сезона',
    news_txt: 'С 15 апреля отель принимает гостей. Работают все бассейны и аквапарк.',
  },
  {
    id: 2,
    hotel_id: 1,
    news_header: 'Новый SPA-центр',
    news_txt: 'В главном корпусе открыт SPA-центр с турецкой баней и массажными кабинетами.',
  },
  {
    id: 3,
    hotel_id: 1,
    news_header: 'Раннее бронирование',
    news_txt: 'Скидка до 25% при бронировании до 31 января. Предложение ограничено.',
  },
  {
    id: 4,
    hotel_id: 5,
    news_header: 'Обновлён аквапарк',
    news_txt: 'Добавлены две новые горки и детская зона с брызгалками.',
  },
  {
    id: 5,
    hotel_id: 5,
    news_header: 'Вечеринка в пятницу',
    news_txt: '',
  },
  {
    id: 6,
    hotel_id: 12,
    news_header: 'Ремонт пирса завершён',
    news_txt: 'Пирс снова открыт, шезлонги и полотенца бесплатно.',
  },
  {
    id: 7,
    hotel_id: 9,
    news_header: 'Экскурсия в античный Сиде',
    news_txt: 'Каждый вторник — бесплатная вечерняя экскурсия с гидом для гостей отеля.',
  },
];
