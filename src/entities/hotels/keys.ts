export const hotelKeys = {
  all: ['hotels'] as const,
  lists: () => [...hotelKeys.all, 'list'] as const,
  byRegion: (regionId: number, includeInactive = true) =>
    [...hotelKeys.lists(), 'region', regionId, { includeInactive }] as const,
  allHotels: (includeInactive = true) => [...hotelKeys.lists(), 'all', { includeInactive }] as const,
  detail: (hotelId: number) => [...hotelKeys.all, 'detail', hotelId] as const,
};
