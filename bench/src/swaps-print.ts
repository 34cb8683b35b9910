import { ISSUE16_TARGETS, percent, verdict } from './issue16-targets.js';
import type { SwapsBenchResult } from './swaps-bench.js';

const ms = (n: number) => n.toFixed(1);
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

const STATEMENT_NOTE = 'swaps one at a time, the outbox relay and event subscribers included, literals stripped';

const WHO: Record<string, string> = {
  create: 'create — POST /api/swaps (requester)',
  approve: 'approve — POST /api/swaps/:id/approve (owner; reserves the credits)',
  complete: 'complete — POST /api/swaps/:id/complete (requester; transfers them)',
  swap: 'whole swap (create → complete)',
};

/**
 * Prints the swaps figures as Markdown (ready for docs/benchmarks.md) and the swap layer's cost
 * over the bare ledger. Returns false when the run itself went wrong: a call failed (counter-offer
 * rounds included), the ledger's or the swaps' audit found a problem, or a completed swap did not
 * move credits exactly as designed (reserve + transfer).
 */
export function printSwapsResult(r: SwapsBenchResult, log: (line: string) => void): boolean {
  const { swaps, ledger } = r;
  log('');
  log(`Swaps over HTTP, ${r.clients} concurrent clients, ${r.members.toLocaleString('en')} members, credit offers:`);
  log('');
  log(row(['transition', 'answered', 'p50 ms', 'p99 ms']));
  log('|---|---:|---:|---:|');
  for (const [name, f] of Object.entries(swaps.transitions)) log(row([WHO[name] ?? name, f.count, ms(f.p50Ms), ms(f.p99Ms)]));
  log('');
  const errorCount = Object.values(swaps.errors).reduce((a, b) => a + b, 0);
  log(`Completed swaps: ${swaps.completed.toLocaleString('en')}, **${swaps.perSecond.toFixed(1)} swaps/s**; errors: ${errorCount}`);
  for (const [key, n] of Object.entries(swaps.errors)) log(`  ${key}: ${n}`);
  if (r.ranOut) log('  The clients ran out of listings: raise BENCH_SWAP_LISTINGS_PER_MEMBER.');
  log(
    `Bare ledger (TransferCreditsCommand in-process, ${r.clients} workers, ${r.members.toLocaleString('en')} accounts): ` +
      `**${ledger.perSecond.toFixed(0)} transfers/s**, p50 ${ms(ledger.p50Ms)} ms, p99 ${ms(ledger.p99Ms)} ms, failed ${ledger.failed}`,
  );

  // What a swap asks of the ledger, against what the ledger does alone.
  const perSwap = r.ledgerCommandsPerSwap;
  const ratio = (swaps.perSecond * perSwap) / ledger.perSecond;
  const cpuPerSwap = swaps.cpuMsPerSwap.node + swaps.cpuMsPerSwap.postgres;
  const cpuPerTransfer = ledger.cpuMsPerTransfer.node + ledger.cpuMsPerTransfer.postgres;
  log('');
  log(
    `Ledger commands per completed swap: ${perSwap.toFixed(2)} (approve reserves, complete transfers from the reservation). ` +
      `Swaps drive the ledger at ${(swaps.perSecond * perSwap).toFixed(0)} commands/s = ` +
      `**${percent(ratio)} of the bare ledger's transfer rate** (swaps/s × ${perSwap.toFixed(2)} ÷ transfers/s); ` +
      `one swap costs the time of ${(ledger.perSecond / swaps.perSecond).toFixed(1)} bare transfers.`,
  );
  log(
    `CPU per swap: ${ms(swaps.cpuMsPerSwap.node)} ms node (the application's process) + ${ms(swaps.cpuMsPerSwap.postgres)} ms PostgreSQL; ` +
      `per bare transfer: ${ms(ledger.cpuMsPerTransfer.node)} ms node (in-process, driver included) + ${ms(ledger.cpuMsPerTransfer.postgres)} ms PostgreSQL. ` +
      `CPU-bound estimate of the same ratio: ${percent((cpuPerTransfer * perSwap) / cpuPerSwap)}.`,
  );
  log('');
  log(`Statements the application sent PostgreSQL per swap (${STATEMENT_NOTE}): ${r.statements.perSwap.toFixed(1)}. The most frequent:`);
  for (const { statement, perSwap: n } of r.statements.top) log(`  ${n.toFixed(1)} × ${statement}`);
  log('');
  const mix = r.counterOfferMix;
  const mixErrors = Object.values(mix.errors).reduce((a, b) => a + b, 0);
  log(
    `With counter-offers in the mix (unmeasured, ${mix.seconds.toFixed(0)} s; plain, countered and accepted, countered back ` +
      `and approved, declined in turn): ${mix.completed} completed, ${mix.declined} declined, errors: ${mixErrors}`,
  );
  for (const [key, n] of Object.entries(mix.errors)) log(`  ${key}: ${n}`);
  log(`Ledger audit after the swaps: ${r.audit.events.toLocaleString('en')} events, ok=${r.audit.ok}, ${r.audit.problems} problems`);
  log(`Swap audit (every ended credit swap against the ledger): ${r.swapAudit.swaps.toLocaleString('en')} swaps, ok=${r.swapAudit.ok}`);
  for (const problem of r.swapAudit.problems) log(`  ${problem}`);
  log(`Seeding: ${r.seedSeconds.toFixed(1)} s; signing in ${r.members.toLocaleString('en')} members: ${r.signInSeconds.toFixed(1)} s`);
  const { minLedgerShare, maxStatementsPerSwap } = ISSUE16_TARGETS.swaps;
  log('');
  log('Targets:');
  log(`  ${verdict(`swaps, ≥ ${minLedgerShare * 100} % of the bare ledger's transfer rate`, percent(ratio), ratio >= minLedgerShare)}`);
  log(
    `  ${verdict(
      `swaps, ≤ ${maxStatementsPerSwap} statements per swap incl. every event delivery`,
      r.statements.perSwap.toFixed(1),
      r.statements.perSwap <= maxStatementsPerSwap,
    )}`,
  );
  return (
    errorCount === 0 &&
    mixErrors === 0 &&
    mix.declined > 0 &&
    ledger.failed === 0 &&
    r.audit.ok &&
    r.swapAudit.ok &&
    perSwap === 2 &&
    swaps.completed > 0
  );
}
