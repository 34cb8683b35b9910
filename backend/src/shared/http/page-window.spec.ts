import { MAX_PAGE, PAGE_SIZES } from '@reagentswap/contracts';
import { pageWindow } from './page-window.js';

describe('pageWindow', () => {
  const limits = PAGE_SIZES.mailOutbox;

  it("uses the list's default size and the first page when none are asked for", () => {
    expect(pageWindow(undefined, undefined, limits)).toEqual({ page: 1, pageSize: limits.pageSize, offset: 0 });
  });

  it('clamps the size to the largest page and the page to 1 or more', () => {
    expect(pageWindow(3, 10_000, limits)).toEqual({ page: 3, pageSize: limits.maxPageSize, offset: 2 * limits.maxPageSize });
    expect(pageWindow(-2, 0, limits)).toEqual({ page: 1, pageSize: 1, offset: 0 });
  });
});

describe('pageWindow keeps every offset a small whole number', () => {
  const limits = PAGE_SIZES.adminUsers;

  it.each([
    ['1e20', 1e20, MAX_PAGE],
    ['1e308', 1e308, MAX_PAGE],
    ['Infinity', Number.POSITIVE_INFINITY, 1],
    ['NaN', Number.NaN, 1],
    ['-0', -0, 1],
  ])('page %s', (_label, page, expected) => {
    const window = pageWindow(page, limits.maxPageSize, limits);
    expect(window.page).toBe(expected);
    expect(Number.isSafeInteger(window.offset)).toBe(true);
    expect(window.offset).toBeLessThanOrEqual((MAX_PAGE - 1) * limits.maxPageSize);
    expect(window.offset).toBeLessThan(2 ** 31);
  });

  it('a size that is not a number falls back to the default', () => {
    expect(pageWindow(1, Number.NaN, limits).pageSize).toBe(limits.pageSize);
  });
});
