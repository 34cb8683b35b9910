import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { FinanceGranularity, FinanceReport } from '../financeApi';
import { formatCents } from '../financeApi';
import { periodLabel } from './periodLabel';

interface Props {
  report: FinanceReport;
}

const BAR_COLOR = '#1677ff'; // antd's primary blue

/** Credits exchanged per period, as bars (recharts; loaded on demand so the admin bundle stays small). */
export default function FinanceChart({ report }: Props) {
  const data = report.periods.map((p) => ({
    label: periodLabel(p.periodStart, report.granularity as FinanceGranularity),
    credits: p.exchangedCents / 100,
    cents: p.exchangedCents,
    transfers: p.transfers,
  }));
  return (
    <div className="finance-chart" data-testid="finance-chart" role="img" aria-label="Credits exchanged per period">
      <ResponsiveContainer width="100%" height={280}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={12} />
          <YAxis tick={{ fontSize: 12 }} width={56} allowDecimals={false} />
          <Tooltip
            formatter={(_value, _name, item) => [`${formatCents((item.payload as { cents: number }).cents)} credits`, 'Exchanged']}
          />
          <Bar dataKey="credits" name="Credits exchanged" fill={BAR_COLOR} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
