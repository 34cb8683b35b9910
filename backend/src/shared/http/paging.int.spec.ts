import { MAX_PAGE, PAGE_SIZES, PAGING_MESSAGES, SWAP_LIST_PAGE, type PageSizeLimits } from '@reagentswap/contracts';
import { createTestApp, signedInAccount, type TestApp } from '../../testing/test-app.js';

/**
 * Issue 14, item 3: `page=1e20` ("bigint out of range") and `page=1e308` (an `Infinity` offset in
 * the SQL) were 500s on most paged lists. Every paged list reads `page`/`pageSize` with the one
 * parser (PageQueryDto) and derives its offset with pageWindow: whole numbers within range, else a
 * 400 in the problem shape naming the field and the bound.
 */

type Account = Awaited<ReturnType<typeof signedInAccount>>;

interface PagedList {
  name: string;
  /** The list's URL with the query it needs besides the paging. */
  url: (admin: Account, member: Account) => string;
  as: 'member' | 'admin';
  limits: PageSizeLimits;
}

const PAGED_LISTS: PagedList[] = [
  { name: 'community', url: () => '/api/community', as: 'member', limits: PAGE_SIZES.community },
  { name: 'swaps', url: () => '/api/swaps?box=received&section=pending', as: 'member', limits: SWAP_LIST_PAGE },
  { name: 'credit history', url: () => '/api/credits/history', as: 'member', limits: PAGE_SIZES.creditHistory },
  { name: 'admin users', url: () => '/api/admin/users', as: 'admin', limits: PAGE_SIZES.adminUsers },
  { name: 'admin actions', url: () => '/api/admin/actions', as: 'admin', limits: PAGE_SIZES.adminActions },
  { name: 'admin mail outbox', url: () => '/api/admin/mail-outbox', as: 'admin', limits: PAGE_SIZES.mailOutbox },
  { name: 'parked deliveries', url: () => '/api/admin/event-deliveries/parked', as: 'admin', limits: PAGE_SIZES.parkedDeliveries },
  {
    name: "admin: a member's credit history",
    url: (_admin, member) => `/api/admin/credits/${member.id}/history`,
    as: 'admin',
    limits: PAGE_SIZES.creditHistory,
  },
];

/** [query value, the message of the 400 for `page`]. */
const BAD_PAGES: [string, string][] = [
  ['1e20', PAGING_MESSAGES.pageTooLarge],
  ['1e308', PAGING_MESSAGES.pageTooLarge],
  ['99999999999999999999', PAGING_MESSAGES.pageTooLarge],
  [String(MAX_PAGE + 1), PAGING_MESSAGES.pageTooLarge],
  ['1e400', PAGING_MESSAGES.pageNotWhole],
  ['-0', PAGING_MESSAGES.pageTooSmall],
  ['0', PAGING_MESSAGES.pageTooSmall],
  ['NaN', PAGING_MESSAGES.pageNotWhole],
  ['Infinity', PAGING_MESSAGES.pageNotWhole],
  ['0x10', PAGING_MESSAGES.pageNotWhole],
  ['1.5', PAGING_MESSAGES.pageNotWhole],
  [' 2', PAGING_MESSAGES.pageNotWhole],
];

const BAD_PAGE_SIZES = ['1e20', '1e308', '-0', 'NaN', '0x10'];

describe('Paged lists refuse out-of-range pages with 400, never 500 (API)', () => {
  let t: TestApp;
  let member: Account;
  let admin: Account;

  beforeAll(async () => {
    t = await createTestApp();
    member = await signedInAccount(t);
    admin = await signedInAccount(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  const get = (list: PagedList, query: string) => {
    const url = list.url(admin, member);
    const token = list.as === 'admin' ? admin.token : member.token;
    return t
      .http()
      .get(`${url}${url.includes('?') ? '&' : '?'}${query}`)
      .set('Authorization', `Bearer ${token}`);
  };

  describe.each(PAGED_LISTS)('$name', (list) => {
    it.each(BAD_PAGES)('page=%s is a 400: %s', async (value, message) => {
      const res = await get(list, `page=${encodeURIComponent(value)}`).expect(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', detail: message });
      expect(res.body.errors[0]).toEqual({ field: 'page', message });
    });

    it("pageSize outside the list's range or not a number is a 400 naming the range", async () => {
      const outOfRange = PAGING_MESSAGES.pageSizeOutOfRange(list.limits.maxPageSize);
      for (const value of BAD_PAGE_SIZES) {
        const res = await get(list, `pageSize=${encodeURIComponent(value)}`).expect(400);
        expect([outOfRange, PAGING_MESSAGES.pageSizeNotWhole]).toContain(res.body.detail);
        expect(res.body.errors[0].field).toBe('pageSize');
      }
    });

    it(`the last page (${MAX_PAGE}) at the largest size is an empty page, not an error`, async () => {
      const res = await get(list, `page=${MAX_PAGE}&pageSize=${list.limits.maxPageSize}`).expect(200);
      expect(res.body).toMatchObject({ items: [], page: MAX_PAGE, pageSize: list.limits.maxPageSize });
    });
  });
});
