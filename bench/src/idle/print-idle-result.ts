import { ISSUE16_TARGETS, percent, verdict } from '../issue16-targets.js';
import type { IdleBenchResult } from './idle-bench.js';

/**
 * Prints the idle instance's CPU as a share of one core, and the verdict. The target counts the
 * process and its database backends together: a poll that is cheap in node still costs
 * PostgreSQL a statement each time. Returns false when the run went wrong (the server stopped
 * answering, or its CPU could not be read), not when the target is missed.
 */
export function printIdleResult(r: IdleBenchResult, log: (line: string) => void): boolean {
  const share = (cpuMs: number) => cpuMs / (r.seconds * 1000);
  const total = r.nodeCpuMs + r.databaseCpuMs;
  log('');
  log(`Idle instance over ${r.seconds} s (CPU from /proc):`);
  log('');
  log('| process | CPU ms | share of one core |');
  log('|---|---:|---:|');
  log(`| application (node) | ${r.nodeCpuMs.toFixed(0)} | ${percent(share(r.nodeCpuMs))} |`);
  log(`| its PostgreSQL backends (${r.databaseBackends}) | ${r.databaseCpuMs.toFixed(0)} | ${percent(share(r.databaseCpuMs))} |`);
  log(`| together | ${total.toFixed(0)} | ${percent(share(total))} |`);
  if (r.unreadableBackends) {
    log(`${r.unreadableBackends} of the backends were not in /proc (PostgreSQL elsewhere?): their CPU is not counted.`);
  }
  if (!r.alive) log('The server no longer answered /api/health/live after the window.');
  const max = ISSUE16_TARGETS.idleMaxCoreShare;
  log('');
  log('Targets:');
  log(
    `  ${verdict(
      `idle instance, < ${max * 100} % of a core (node + its database backends)`,
      `${percent(share(total))} (node ${percent(share(r.nodeCpuMs))}, PostgreSQL ${percent(share(r.databaseCpuMs))})`,
      share(total) < max,
    )}`,
  );
  return r.alive && Number.isFinite(total);
}
