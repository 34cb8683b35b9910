import { cpus, loadavg, totalmem } from 'node:os';

/** The machine every figure was measured on: cores, CPU model, memory, Node. */
export function machineLine(): string {
  const cpu = cpus();
  return `Machine: ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
}

/** The 1-, 5- and 15-minute load averages: on a shared machine they say how far to trust a figure. */
export function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
}
