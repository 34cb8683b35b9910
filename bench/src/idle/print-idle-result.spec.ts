import type { IdleBenchResult } from './idle-bench.js';
import { printIdleResult } from './print-idle-result.js';

const print = (overrides: Partial<IdleBenchResult> = {}) => {
  const lines: string[] = [];
  const result = { seconds: 60, nodeCpuMs: 300, databaseCpuMs: 120, databaseBackends: 3, unreadableBackends: 0, alive: true, ...overrides };
  const ok = printIdleResult(result, (line) => lines.push(line));
  return { ok, text: lines.join('\n') };
};

describe('printIdleResult', () => {
  it('judges the process and its database backends together against 1 % of one core', () => {
    // 420 ms of CPU in 60 s = 0.7 % of a core.
    const { ok, text } = print();
    expect(ok).toBe(true);
    expect(text).toContain('| application (node) | 300 | 0.5 % |');
    expect(text).toContain('| its PostgreSQL backends (3) | 120 | 0.2 % |');
    expect(text).toContain('idle instance, < 1 % of a core (node + its database backends): 0.7 % (node 0.5 %, PostgreSQL 0.2 %) — met');
    // A poll cheap in node but costly in PostgreSQL still misses: 360 + 300 ms = 1.1 %.
    expect(print({ nodeCpuMs: 360, databaseCpuMs: 300 }).text).toContain(': 1.1 % (node 0.6 %, PostgreSQL 0.5 %) — NOT met');
  });

  it('fails the run when the server stopped answering or its CPU could not be read, not when the target is missed', () => {
    expect(print({ nodeCpuMs: 6000 }).ok).toBe(true);
    expect(print({ alive: false }).ok).toBe(false);
    expect(print({ nodeCpuMs: NaN }).ok).toBe(false);
  });

  it('says when backends could not be read, so a 0 for PostgreSQL is not taken for idle', () => {
    expect(print({ unreadableBackends: 2 }).text).toContain('2 of the backends were not in /proc');
    expect(print().text).not.toContain('not in /proc');
  });
});
