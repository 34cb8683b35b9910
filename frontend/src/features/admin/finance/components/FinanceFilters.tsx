import { DownloadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Segmented } from 'antd';
import {
  defaultFinanceRange,
  FINANCE_MAX_PERIODS,
  parseUtcDate,
  periodsInRange,
  type FinanceGranularity,
  type FinanceRange,
} from '@reagentswap/contracts';
import dayjs, { type Dayjs } from 'dayjs';

const DAY_FORMAT = 'YYYY-MM-DD';
const GRANULARITY_OPTIONS: Array<{ label: string; value: FinanceGranularity }> = [
  { label: 'Day', value: 'day' },
  { label: 'Week', value: 'week' },
  { label: 'Month', value: 'month' },
];

/** True when the days from..to would hold more periods than one report shows. */
function tooLong(from: Dayjs, to: Dayjs, granularity: FinanceGranularity): boolean {
  try {
    periodsInRange(parseUtcDate(from.format(DAY_FORMAT))!, parseUtcDate(to.format(DAY_FORMAT))!, granularity, FINANCE_MAX_PERIODS);
    return false;
  } catch {
    return true;
  }
}

interface Props {
  range: FinanceRange;
  onChange: (changes: Partial<FinanceRange>) => void;
  onExport: () => void;
  exporting: boolean;
}

/** Granularity switch, UTC date range and the CSV export of the Finance page. */
export function FinanceFilters({ range, onChange, onExport, exporting }: Props) {
  return (
    <div className="finance-filters" role="group" aria-label="Finance report range">
      <Segmented<FinanceGranularity>
        aria-label="Granularity"
        options={GRANULARITY_OPTIONS}
        value={range.granularity}
        // A new granularity starts from its own default range (a year of days would be too long).
        onChange={(granularity) => onChange(defaultFinanceRange(granularity))}
      />
      <DatePicker.RangePicker
        aria-label="Date range (UTC)"
        className="finance-filters__range"
        format={DAY_FORMAT}
        allowClear={false}
        value={[dayjs(range.from), dayjs(range.to)]}
        disabledDate={(day, { from }) =>
          Boolean(from && tooLong(from.isBefore(day) ? from : day, from.isBefore(day) ? day : from, range.granularity))
        }
        onChange={(days) => {
          if (days?.[0] && days[1]) onChange({ from: days[0].format(DAY_FORMAT), to: days[1].format(DAY_FORMAT) });
        }}
      />
      <Button icon={<DownloadOutlined />} onClick={onExport} loading={exporting}>
        Export CSV
      </Button>
    </div>
  );
}
