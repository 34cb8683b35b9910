import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Logger } from '@nestjs/common';
import { LedgerAuditFailedError } from '../../infrastructure/ledger-audit-failed.error.js';
import { LedgerAuditor } from '../../infrastructure/ledger-auditor.js';
import { ProjectionRebuilder } from '../../infrastructure/projection-rebuilder.js';
import { RebuildCreditBalancesCommand } from './rebuild-balances.command.js';

/**
 * Audits first, rebuilds only when the events are sound. Projection findings (a balance row that
 * drifted, is missing or has no events) are what the rebuild is for; any finding in the events
 * (altered content, a broken hash chain, a gap, an unbalanced transfer) stops it with a 409, so a
 * forged amount never becomes a balance. Tampering needs database superuser rights, which could
 * equally strike after the rebuild: the audit and rebuild are not one snapshot, and need not be.
 */
@CommandHandler(RebuildCreditBalancesCommand)
export class RebuildCreditBalancesHandler implements ICommandHandler<RebuildCreditBalancesCommand> {
  private readonly logger = new Logger('Ledger');

  constructor(
    private readonly auditor: LedgerAuditor,
    private readonly rebuilder: ProjectionRebuilder,
  ) {}

  async execute({ actorId }: RebuildCreditBalancesCommand) {
    const report = await this.auditor.audit();
    if (report.eventProblemCount > 0) {
      const refusal = new LedgerAuditFailedError(report);
      this.logger.warn(`Credit balance rebuild by ${actorId ?? 'the system'} refused: ${refusal.message}`);
      throw refusal;
    }
    const summary = await this.rebuilder.rebuild();
    this.logger.log(`Credit balances rebuilt by ${actorId ?? 'the system'}: ${JSON.stringify(summary)}`);
    return summary;
  }
}
