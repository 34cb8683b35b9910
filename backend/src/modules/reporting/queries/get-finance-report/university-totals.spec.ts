import { NO_UNIVERSITY, UNKNOWN_ACCOUNTS, universityTotals } from './university-totals.js';

const account = (accountId: string, receivedCents: number, paidCents: number) => ({ accountId, receivedCents, paidCents });

describe('finance report: totals per university', () => {
  it('sums members of one university, keeps members without one and unknown accounts apart, largest first', () => {
    const rows = universityTotals(
      [account('a1', 1_000, 0), account('a2', 1, 250), account('b1', 0, 751), account('admin', 250, 0), account('system', 0, 250)],
      [
        { accountId: 'a1', universityId: 'ua', universityName: 'Alpha' },
        { accountId: 'a2', universityId: 'ua', universityName: 'Alpha' },
        { accountId: 'b1', universityId: 'ub', universityName: '=Beta' },
        { accountId: 'admin', universityId: null, universityName: null },
      ],
    );
    expect(rows).toEqual([
      { universityId: 'ua', universityName: 'Alpha', receivedCents: 1_001, paidCents: 250 },
      { universityId: 'ub', universityName: '=Beta', receivedCents: 0, paidCents: 751 },
      { universityId: null, universityName: UNKNOWN_ACCOUNTS, receivedCents: 0, paidCents: 250 },
      { universityId: null, universityName: NO_UNIVERSITY, receivedCents: 250, paidCents: 0 },
    ]);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(rows.map((r) => r.receivedCents))).toBe(sum(rows.map((r) => r.paidCents)));
  });

  it('is empty when nothing moved', () => {
    expect(universityTotals([], [])).toEqual([]);
  });
});
