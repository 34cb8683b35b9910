import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { runsBackgroundWork } from '../../../config/app-role.js';
import { CreateLedgerCheckpointCommand } from '../commands/create-checkpoint/create-checkpoint.command.js';

const DEFAULT_INTERVAL_MINUTES = 60;
/** After a start, the first run waits this long (the boot is not slowed, a restart loop makes no checkpoint storm). */
const FIRST_RUN_DELAY_MS = 30_000;
const INTERVAL_NAME = 'ledger-checkpoint';
const FIRST_RUN_NAME = 'ledger-checkpoint-first';

/**
 * Minutes between scheduled checkpoints on this instance, 0 for none: LEDGER_CHECKPOINT_INTERVAL_MINUTES,
 * or 60; test apps (NODE_ENV=test) make none unless it is set, so no test gets checkpoints by the clock,
 * and API-only instances (APP_ROLE=api) none at all: schedules are the workers'.
 */
export const checkpointIntervalMinutes = (
  config: Pick<AppConfig, 'NODE_ENV' | 'LEDGER_CHECKPOINT_INTERVAL_MINUTES'> & Partial<Pick<AppConfig, 'APP_ROLE'>>,
): number =>
  !runsBackgroundWork(config)
    ? 0
    : (config.LEDGER_CHECKPOINT_INTERVAL_MINUTES ?? (config.NODE_ENV === 'test' ? 0 : DEFAULT_INTERVAL_MINUTES));

/**
 * Signs a checkpoint every interval, and once shortly after start. Every instance may run it: a
 * run skips when any instance made one less than half an interval ago (the command decides under
 * its lock), so several instances still make about one per interval.
 */
@Injectable()
export class CheckpointSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Ledger');

  constructor(
    private readonly registry: SchedulerRegistry,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const minutes = checkpointIntervalMinutes(this.config);
    if (minutes === 0) return;
    const intervalMs = minutes * 60_000;
    this.registry.addInterval(INTERVAL_NAME, setInterval(() => void this.fire(intervalMs), intervalMs).unref());
    this.registry.addTimeout(
      FIRST_RUN_NAME,
      setTimeout(() => void this.fire(intervalMs), Math.min(FIRST_RUN_DELAY_MS, intervalMs)).unref(),
    );
  }

  /** The registry leaves timers it did not start itself running; these are ours to stop. */
  onApplicationShutdown(): void {
    if (this.registry.doesExist('interval', INTERVAL_NAME)) this.registry.deleteInterval(INTERVAL_NAME);
    if (this.registry.doesExist('timeout', FIRST_RUN_NAME)) this.registry.deleteTimeout(FIRST_RUN_NAME);
  }

  /** One scheduled run; a failure (a refusal included: the last checkpoint no longer verifies) is logged, the next run comes regardless. */
  async fire(intervalMs: number): Promise<void> {
    try {
      await this.commands.execute(new CreateLedgerCheckpointCommand('scheduled', null, intervalMs / 2));
    } catch (error) {
      this.logger.error(`Scheduled ledger checkpoint not made: ${(error as Error).message}`);
    }
  }
}
