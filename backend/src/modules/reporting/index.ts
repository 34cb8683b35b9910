// The reporting module's public surface.
export { ReportingModule } from './reporting.module.js';
export { GetAdminStatisticsQuery, type AdminStatistics } from './queries/get-admin-statistics/get-admin-statistics.query.js';
export { GetFinanceReportQuery, type FinanceRange, type FinanceReport } from './queries/get-finance-report/get-finance-report.query.js';
