import type { Bound } from '@cidpex/contracts';
import type userEvent from '@testing-library/user-event';
import { createFetchMock, setupHttp } from './render';

/**
 * Helpers for tests of the enterprise centre's pages (products, activities, exhibitor page):
 * the signed-in user works for the demo enterprise, which is certified.
 */

/** What exhibitor/rest/staffs/isBoundEnterprise answers for a staff member of the demo enterprise. */
export const BOUND_STAFF: Bound = {
  bound: true,
  membership: {
    staffId: 2,
    enterpriseId: 7,
    name: '青禾纸品示范有限公司',
    nameEn: 'Qinghe Demo Paper Co.',
    certified: true,
    status: 'certified',
    role: 'staff',
    joinedAt: '2024-03-01T00:00:00.000Z',
  },
};

/**
 * A fetch mock answering `handlers`, with the user bound to the demo enterprise, set as the
 * request client's fetch.
 */
export function mockEnterpriseCenter(handlers: Parameters<typeof createFetchMock>[0] = {}) {
  const fetchMock = createFetchMock({
    'GET exhibitor/rest/staffs/isBoundEnterprise': () => BOUND_STAFF,
    ...handlers,
  });
  setupHttp(fetchMock);
  return fetchMock;
}

/** One page of a list as the server answers it, all rows on the first page. */
export function pageOf<T, More extends object>(rows: T[], more: More) {
  return { rows, total: rows.length, page: 1, pageSize: 10, ...more };
}

/** Picks a PNG named `fileName` in the upload field whose id is `id`. */
export async function choosePicture(user: ReturnType<typeof userEvent.setup>, id: string, fileName: string) {
  const field = document.querySelector(`#${id}`) as HTMLElement;
  const input = (
    field.tagName === 'INPUT' ? field : field.querySelector('input[type=file]')
  ) as HTMLInputElement;
  await user.upload(input, new File(['x'], fileName, { type: 'image/png' }));
}
