import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { accountIdOf } from '../../commands/ledger-command.js';
import { LedgerAuditor } from '../../infrastructure/ledger-auditor.js';
import { AuditLedgerQuery } from './audit-ledger.query.js';

@QueryHandler(AuditLedgerQuery)
export class AuditLedgerHandler implements IQueryHandler<AuditLedgerQuery> {
  constructor(private readonly auditor: LedgerAuditor) {}

  async execute({ accountIds }: AuditLedgerQuery) {
    return this.auditor.audit({ accountIds: accountIds?.map((id) => accountIdOf(id)) });
  }
}
