import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { CommandBus } from '@nestjs/cqrs';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { AppConfig } from '../../../config/app-config.js';
import { CreateLedgerCheckpointCommand } from '../commands/create-checkpoint/create-checkpoint.command.js';
import { CheckpointSchedule } from './checkpoint-schedule.js';

describe('CheckpointSchedule', () => {
  const schedule = (
    config: Partial<AppConfig>,
    execute = jest.fn<(command: unknown) => Promise<unknown>>().mockResolvedValue(undefined),
  ) => {
    const registry = new SchedulerRegistry();
    const runner = new CheckpointSchedule(registry, { execute } as unknown as CommandBus, config as AppConfig);
    return { registry, runner, execute };
  };

  it('registers its timers at start and removes them at shutdown', () => {
    const { registry, runner } = schedule({ NODE_ENV: 'production', LEDGER_CHECKPOINT_INTERVAL_MINUTES: 15 });
    runner.onApplicationBootstrap();
    expect(registry.getIntervals()).toEqual(['ledger-checkpoint']);
    expect(registry.getTimeouts()).toEqual(['ledger-checkpoint-first']);
    runner.onApplicationShutdown();
    expect(registry.getIntervals()).toEqual([]);
    expect(registry.getTimeouts()).toEqual([]);
  });

  it('registers nothing when turned off (and in test apps by default)', () => {
    for (const config of [{ NODE_ENV: 'production' as const, LEDGER_CHECKPOINT_INTERVAL_MINUTES: 0 }, { NODE_ENV: 'test' as const }]) {
      const { registry, runner } = schedule(config);
      runner.onApplicationBootstrap();
      expect(registry.getIntervals()).toEqual([]);
      runner.onApplicationShutdown();
    }
  });

  it('asks for a scheduled checkpoint that skips when one is younger than half the interval', async () => {
    const { runner, execute } = schedule({ NODE_ENV: 'production' });
    await runner.fire(3_600_000);
    expect(execute).toHaveBeenCalledWith(expect.any(CreateLedgerCheckpointCommand));
    expect(execute.mock.calls[0][0]).toMatchObject({ trigger: 'scheduled', actorId: null, skipIfNewerThanMs: 1_800_000 });
  });

  it('logs a failed run (a refusal included) instead of throwing: the next run comes regardless', async () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { runner } = schedule(
      { NODE_ENV: 'production' },
      jest.fn<(command: unknown) => Promise<unknown>>().mockRejectedValue(new Error('No checkpoint was made: …')),
    );
    await expect(runner.fire(60_000)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('Scheduled ledger checkpoint not made: No checkpoint was made: …');
    error.mockRestore();
  });
});
