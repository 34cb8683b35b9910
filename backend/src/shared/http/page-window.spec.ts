import { PAGE_SIZES } from '@reagentswap/contracts';
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
