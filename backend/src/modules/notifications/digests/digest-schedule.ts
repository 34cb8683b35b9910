import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { DIGEST_KINDS, type DigestKind } from '@reagentswap/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { runsBackgroundWork } from '../../../config/app-role.js';
import { addUtcCronJob, runLogged } from '../../../shared/schedule/utc-cron-job.js';
import { cronExpression, parseSendTime, periodOf } from './digest-period.js';
import { DigestRunner } from './digest-runner.js';

/**
 * Whether this instance runs the digest schedule: DIGEST_SEND_TIME 'off' turns it off, and test
 * apps (NODE_ENV=test) run it only when a send time is set, so that no test ever gets digests by
 * the clock; nor do API-only instances (APP_ROLE=api). Every instance that runs it may fire at the
 * same moment: the send records decide.
 */
export const digestScheduleEnabled = (config: AppConfig): boolean =>
  runsBackgroundWork(config) && config.DIGEST_SEND_TIME !== 'off' && (config.DIGEST_SEND_TIME !== undefined || config.NODE_ENV !== 'test');

/**
 * The daily digest every day and the weekly digest on Mondays, at DIGEST_SEND_TIME (UTC), through
 * @nestjs/schedule's registry (the time comes from the configuration, so the jobs are added at
 * start rather than declared with @Cron).
 */
@Injectable()
export class DigestSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger(DigestSchedule.name);

  constructor(
    private readonly registry: SchedulerRegistry,
    private readonly runner: DigestRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const sendTime = parseSendTime(this.config.DIGEST_SEND_TIME);
    for (const kind of DIGEST_KINDS) addUtcCronJob(this.registry, `${kind}-digest`, cronExpression(kind, sendTime), () => this.fire(kind));
  }

  /** One run of `kind` for today's period; failures are logged (the next period runs regardless). */
  fire(kind: DigestKind, now = new Date()): Promise<void> {
    return runLogged(this.logger, `The ${kind} digest`, () => this.runner.run(kind, periodOf(now)));
  }
}
