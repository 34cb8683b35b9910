import { DomainError } from '../../../shared/errors/domain-error.js';
import { isEventProblem, type AuditProblem, type AuditReport } from './ledger-auditor.js';

/** Findings listed in the 409 answer; the audit endpoint lists them all. */
const MAX_LISTED = 20;

const where = (p: AuditProblem) =>
  p.accountId === undefined ? 'checkpoint' : `account ${p.accountId}${p.sequence === undefined ? '' : `, event ${p.sequence}`}`;

function refusal(report: AuditReport, first: AuditProblem | undefined): string {
  const count = `${report.eventProblemCount} ${report.eventProblemCount === 1 ? 'problem' : 'problems'}`;
  const firstFinding = first ? ` (first: ${where(first)}: ${first.message})` : '';
  return (
    `Balances were not rebuilt: the ledger audit found ${count} in the events themselves${firstFinding}. ` +
    'Rebuilding would turn altered events into spendable credits; investigate the ledger before rebuilding.'
  );
}

/**
 * The rebuild replays the events into balances: over an altered or broken event stream it would
 * turn forged amounts into spendable credits. It refuses instead (409), says where the chain is
 * broken and lists the findings.
 */
export class LedgerAuditFailedError extends DomainError {
  readonly status = 409;
  constructor(report: AuditReport) {
    const problems = report.problems.filter(isEventProblem);
    super(
      refusal(report, problems[0]),
      'LEDGER_AUDIT_FAILED',
      problems.slice(0, MAX_LISTED).map((p) => ({ field: where(p), message: `${p.kind}: ${p.message}` })),
    );
  }
}
