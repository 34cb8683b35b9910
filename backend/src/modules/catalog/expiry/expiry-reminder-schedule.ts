import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { runsBackgroundWork } from '../../../config/app-role.js';
import { addUtcCronJob, runLogged } from '../../../shared/schedule/utc-cron-job.js';
import { ExpiryReminders } from './expiry-reminders.js';

/**
 * Whether this instance runs the reminder schedule: every instance doing background work, except
 * test apps (NODE_ENV=test), which call ExpiryReminders.run themselves so no test gets reminders
 * by the clock. Instances that fire together claim each reminder once (ExpiryReminders).
 */
export const expiryScheduleEnabled = (config: AppConfig): boolean => runsBackgroundWork(config) && config.NODE_ENV !== 'test';

/** Hourly (the day's reminders go out in its first hour, and a restart loses at most an hour), in UTC. */
export const EXPIRY_REMINDER_CRON = '7 * * * *';

@Injectable()
export class ExpiryReminderSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger(ExpiryReminderSchedule.name);

  constructor(
    private readonly registry: SchedulerRegistry,
    private readonly reminders: ExpiryReminders,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (expiryScheduleEnabled(this.config)) addUtcCronJob(this.registry, 'expiry-reminders', EXPIRY_REMINDER_CRON, () => this.fire());
  }

  fire(): Promise<void> {
    return runLogged(this.logger, 'Expiry reminders', () => this.reminders.run());
  }
}
