import type { Hotel } from './types.ts';

type Extras = Pick<Hotel, 'hotel_description' | 'services' | 'for_child' | 'resto'>;

const resortBasics: Extras = {
  hotel_description: '',
  services: 'Wi-Fi на всей территории, SPA-центр, хаммам, фитнес-зал, прачечная',
  for_child: 'Детский клуб с 4 до 12 лет, мини-диско, детский бассейн с горками',
  resto: 'Основной ресторан «шведский стол», 3 ресторана à la carte, 4 бара',
};

function hotel(
  hotel_id: number,
  hotel_name: string,
  place: { region_id: number; beach_id: number | null; lat: number; lng: number },
  grade: { stars: number; recommend_list: 0 | 1; deposit: string | null; is_active: boolean },
  hotel_description: string,
  extras: Partial<Extras> = {},
): Hotel {
  return {
    hotel_id,
    hotel_name,
    ...resortBasics,
    ...extras,
    hotel_description,
    recommend_list: grade.recommend_list,
    stars: grade.stars,
    google_maps: `https://www.google.com/maps?q=${place.lat},${place.lng}`,
    deposit: grade.deposit,
    beach_id: place.beach_id,
    region_id: place.region_id,
    is_active: grade.is_active,
  };
}

const top = { stars: 5, recommend_list: 1, deposit: null, is_active: true } as const;
const five = { stars: 5, recommend_list: 0, deposit: '100 USD на номер', is_active: true } as const;
const four = { stars: 4, recommend_list: 0, deposit: null, is_active: true } as const;
const closed = { stars: 4, recommend_list: 0, deposit: null, is_active: false } as const;

// Inactive: 4, 11, 15. Region 5 (Бодрум) has none on purpose.
export const seedHotels: readonly Hotel[] = [
  hotel(
    1,
    'Lara Sun Palace',
    { region_id: 1, beach_id: 2, lat: 36.8512, lng: 30.8621 },
    top,
    'Флагманский отель на первой линии пляжа Лара: собственный песчаный пляж, аквапарк и номера с видом на море. Идеален для семейного отдыха и пар.',
  ),
  hotel(
    2,
    'Konyaalti Bay Hotel',
    { region_id: 1, beach_id: 1, lat: 36.8661, lng: 30.6357 },
    five,
    'Городской курортный отель у галечного пляжа Коньяалты, в десяти минутах от старого города Калеичи.',
    { resto: 'Ресторан «шведский стол», рыбный ресторан на пирсе, лобби-бар' },
  ),
  hotel(
    3,
    'Antalya Garden Resort',
    { region_id: 1, beach_id: 1, lat: 36.8702, lng: 30.6488 },
    four,
    'Уютный отель в зелёном саду, через дорогу от пляжа. Подходит для спокойного отдыха и экскурсий по Анталье.',
  ),
  hotel(
    4,
    'Lara Family Club',
    { region_id: 1, beach_id: 2, lat: 36.8455, lng: 30.8813 },
    closed,
    'Семейный клуб-отель с большим бассейном. Временно не продаётся: идёт реконструкция корпусов.',
  ),
  hotel(
    5,
    'Beldibi Pine Resort',
    { region_id: 2, beach_id: 4, lat: 36.7105, lng: 30.5662 },
    top,
    'Просторный курорт в сосновом лесу у подножия Таврских гор, с длинным галечным пляжем и тёплыми бассейнами.',
    { for_child: 'Детский клуб, аквапарк из 12 горок, детское меню, няня по запросу' },
  ),
  hotel(
    6,
    'Moonlight Kemer Hotel',
    { region_id: 2, beach_id: 3, lat: 36.6081, lng: 30.5666 },
    five,
    'Отель рядом с Лунным пляжем и яхтенной мариной Кемера: до центра и набережной пять минут пешком.',
  ),
  hotel(
    7,
    'Göynük Green Park',
    { region_id: 2, beach_id: 5, lat: 36.6703, lng: 30.5558 },
    four,
    'Клубный отель у каньона Гёйнюк: анимация, теннисные корты и собственный пирс с шезлонгами.',
  ),
  hotel(
    8,
    'Kemer Seaside Club',
    { region_id: 2, beach_id: 3, lat: 36.5997, lng: 30.5721 },
    { stars: 3, recommend_list: 0, deposit: '50 EUR', is_active: true },
    'Бюджетный отель для активной молодёжи: дискотеки рядом, пляж в трёх минутах.',
    { for_child: 'Детской инфраструктуры нет', resto: 'Основной ресторан, снэк-бар у бассейна' },
  ),
  hotel(
    9,
    'Side Ancient Shore',
    { region_id: 3, beach_id: null, lat: 36.7672, lng: 31.3889 },
    top,
    'Отель у античного города Сиде: вечерние прогулки к храму Аполлона, песчаный пляж с пологим входом.',
  ),
  hotel(
    10,
    'Manavgat River Lodge',
    { region_id: 3, beach_id: null, lat: 36.7851, lng: 31.4412 },
    four,
    'Тихий отель у реки Манавгат, рядом водопад и лодочные прогулки. Бесплатный трансфер к морю.',
  ),
  hotel(
    11,
    'Side Star Village',
    { region_id: 3, beach_id: null, lat: 36.7734, lng: 31.4015 },
    closed,
    'Бунгало-комплекс в оливковой роще. Снят с продажи до следующего сезона.',
  ),
  hotel(
    12,
    'Cleopatra Pearl Hotel',
    { region_id: 4, beach_id: 6, lat: 36.5512, lng: 31.9813 },
    top,
    'Отель на знаменитом пляже Клеопатры с видом на Аланийскую крепость. Мелкий золотой песок и прозрачная вода.',
  ),
  hotel(
    13,
    'Keykubat Breeze',
    { region_id: 4, beach_id: 7, lat: 36.5453, lng: 32.0126 },
    { stars: 3, recommend_list: 0, deposit: null, is_active: true },
    'Небольшой городской отель в двух шагах от пляжа Кейкубат и центра Аланьи.',
  ),
  hotel(
    14,
    'Mahmutlar Grand Resort',
    { region_id: 4, beach_id: 8, lat: 36.4921, lng: 32.0938 },
    five,
    'Большой курорт с крытым и открытыми бассейнами, аквапарком и собственным пляжем с пирсом.',
  ),
  hotel(
    15,
    'Alanya Hills Inn',
    { region_id: 4, beach_id: 7, lat: 36.5398, lng: 32.0211 },
    closed,
    'Отель на холме с панорамным видом на залив. Неактивен: закончился договор с поставщиком.',
  ),
];
