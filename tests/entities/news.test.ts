import { useQuery } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResponseShapeError } from '@/api/errors';
import { createNews, deleteNews, fetchNewsList, updateNews } from '@/entities/news/api';
import { newsKeys, newsListQuery } from '@/entities/news/queries';
import { useCreateNews, useDeleteNews, useUpdateNews } from '@/entities/news/mutations';
import { server } from '../../mocks/node-server';
import { createTestQueryClient, isInvalidated, renderQueryHook } from '../utils/query-wrapper';
import { recordRequests, requestsTo } from '../utils/requests';
import { signIn } from '../utils/session';

beforeEach(signIn);

describe('news fetchers', () => {
  it('unwraps a hotel’s news in server order, stripping the hotel link the schema does not keep', async () => {
    const news = await fetchNewsList(1);
    expect(news.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(news[0]).toStrictEqual({
      id: 1,
      news_header: 'Открытие сезона',
      news_txt: 'С 15 апреля отель принимает гостей. Работают все бассейны и аквапарк.',
    });
  });

  it('accepts an empty text', async () => {
    expect((await fetchNewsList(5)).at(-1)).toStrictEqual({ id: 5, news_header: 'Вечеринка в пятницу', news_txt: '' });
  });

  it('drops an item without a header, keeps the others in order, and warns once naming the entity', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const headless = { id: 2, news_txt: 'b' };
    const good = [
      { id: 1, news_header: 'a', news_txt: 'b' },
      { id: 3, news_header: 'c', news_txt: '' },
    ];
    server.use(http.get('*/v1/news/hotel/:hotelId', () => HttpResponse.json({ news: [good[0], headless, good[1]] })));

    expect(await fetchNewsList(1)).toStrictEqual(good);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/«новости»[\s\S]*"news_header"/), headless);
  });

  it.each([
    ['a bare array instead of { news }', [{ id: 1, news_header: 'a', news_txt: 'b' }]],
    ['no news key at all', {}],
    ['a news key that is not a list', { news: { id: 1, news_header: 'a', news_txt: 'b' } }],
  ])('rejects %s as ResponseShapeError', async (_, body) => {
    server.use(http.get('*/v1/news/hotel/:hotelId', () => HttpResponse.json(body)));
    await expect(fetchNewsList(1)).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it('creates under the hotel, updates by body id and deletes, as SPEC §7 says', async () => {
    const requests = recordRequests();
    await createNews(12, { news_header: 'Новый бар', news_txt: '' });
    expect(JSON.parse(requestsTo(requests, 'POST', '/v1/news/12')[0]!.body)).toEqual({
      news_header: 'Новый бар',
      news_txt: '',
    });
    const created = (await fetchNewsList(12)).at(-1)!;
    expect(created).toMatchObject({ news_header: 'Новый бар', news_txt: '' });

    await updateNews({ ...created, news_txt: 'Открыт у бассейна.' });
    expect(JSON.parse(requestsTo(requests, 'PUT', '/v1/news')[0]!.body)).toEqual({
      id: created.id,
      news_header: 'Новый бар',
      news_txt: 'Открыт у бассейна.',
    });
    expect((await fetchNewsList(12)).at(-1)).toMatchObject({ id: created.id, news_txt: 'Открыт у бассейна.' });

    await deleteNews(created.id);
    expect(requestsTo(requests, 'DELETE', `/v1/news/${created.id}`)).toHaveLength(1);
    expect((await fetchNewsList(12)).map((item) => item.id)).toEqual([6]);
  });
});

describe('news mutations', () => {
  async function primed() {
    const queryClient = createTestQueryClient();
    await Promise.all([
      queryClient.fetchQuery(newsListQuery(1)),
      queryClient.fetchQuery(newsListQuery(5)),
    ]);
    return queryClient;
  }

  it('create refetches the hotel’s observed list before it resolves, not another hotel’s', async () => {
    const queryClient = await primed();
    const { result } = renderQueryHook(
      () => ({ news: useQuery(newsListQuery(1)), create: useCreateNews(1) }),
      queryClient,
    );
    // The mount's own refetch must not be what brings the new item.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    const listWhenResolved = await act(() =>
      result.current.create
        .mutateAsync({ news_header: 'Акция', news_txt: 'Скидка 10%' })
        .then(() => queryClient.getQueryData(newsListQuery(1).queryKey)),
    );

    expect(listWhenResolved?.at(-1)).toMatchObject({ news_header: 'Акция', news_txt: 'Скидка 10%' });
    expect(isInvalidated(queryClient, newsKeys.list(5))).toBe(false);
  });

  it('update invalidates the hotel’s list, not another hotel’s', async () => {
    const queryClient = await primed();
    const { result } = renderQueryHook(() => useUpdateNews(1), queryClient);

    await act(() => result.current.mutateAsync({ id: 1, news_header: 'Сезон открыт', news_txt: '' }));

    expect(isInvalidated(queryClient, newsKeys.list(1))).toBe(true);
    expect(isInvalidated(queryClient, newsKeys.list(5))).toBe(false);
  });

  it('delete invalidates the hotel’s list, not another hotel’s', async () => {
    const queryClient = await primed();
    const { result } = renderQueryHook(() => useDeleteNews(1), queryClient);

    await act(() => result.current.mutateAsync(2));

    expect(isInvalidated(queryClient, newsKeys.list(1))).toBe(true);
    expect(isInvalidated(queryClient, newsKeys.list(5))).toBe(false);
    expect((await queryClient.fetchQuery(newsListQuery(1))).map((item) => item.id)).toEqual([1, 3]);
  });
});
