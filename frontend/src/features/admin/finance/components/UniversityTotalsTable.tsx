import { Table, type TableColumnsType } from 'antd';
import type { FinanceReport, FinanceUniversityTotal } from '../financeApi';
import { formatCents } from '../financeApi';

export const NO_UNIVERSITY_TOTALS = 'No university exchanged credits in this range';

const columns: TableColumnsType<FinanceUniversityTotal> = [
  { title: 'University', dataIndex: 'universityName', key: 'university', ellipsis: true },
  { title: 'Received', dataIndex: 'receivedCents', key: 'received', align: 'right', render: formatCents, width: 110 },
  { title: 'Paid', dataIndex: 'paidCents', key: 'paid', align: 'right', render: formatCents, width: 110 },
];

/** Credits received and paid by each university's members in the range, with the grand total. */
export function UniversityTotalsTable({ report, loading }: { report: FinanceReport | undefined; loading: boolean }) {
  return (
    <Table<FinanceUniversityTotal>
      className="finance-table"
      size="small"
      rowKey={(row) => row.universityId ?? `none:${row.universityName}`}
      columns={columns}
      dataSource={report?.universities ?? []}
      loading={loading}
      pagination={false}
      locale={{ emptyText: NO_UNIVERSITY_TOTALS }}
      summary={() =>
        report && report.universities.length > 0 ? (
          <Table.Summary.Row className="finance-total-row">
            <Table.Summary.Cell index={0}>Total</Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              {formatCents(report.totalCents)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              {formatCents(report.totalCents)}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
