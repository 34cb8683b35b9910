import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { LogCreditAdjustmentsHandler } from './event-handlers/log-credit-adjustments.handler.js';
import { AdminFinanceController } from './http/admin-finance.controller.js';
import { AdminStatisticsController } from './http/admin-statistics.controller.js';
import { GetFinanceReportHandler } from './queries/get-finance-report/get-finance-report.query-handler.js';
import { GetAdminStatisticsHandler } from './queries/get-admin-statistics/get-admin-statistics.query-handler.js';

const httpControllers = [AdminStatisticsController, AdminFinanceController];
const queryHandlers = [GetAdminStatisticsHandler, GetFinanceReportHandler];
const eventHandlers = [LogCreditAdjustmentsHandler];

/** Admin statistics and the finance report: reads every module's queries and events, owns no data. */
@Module({ imports: [CqrsModule], controllers: httpControllers, providers: [...queryHandlers, ...eventHandlers] })
export class ReportingModule {}
