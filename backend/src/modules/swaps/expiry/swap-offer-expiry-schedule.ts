import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { runsBackgroundWork } from '../../../config/app-role.js';
import { addUtcCronJob, runLogged } from '../../../shared/schedule/utc-cron-job.js';
import { SwapOfferExpiry } from './swap-offer-expiry.js';

/**
 * Whether this instance runs the offer-expiry schedule: every instance doing background work except
 * test apps (NODE_ENV=test), which call SwapOfferExpiry.run themselves. Two instances firing
 * together expire each swap once (the transition locks the swap and decides again).
 */
export const offerExpiryScheduleEnabled = (config: AppConfig): boolean => runsBackgroundWork(config) && config.NODE_ENV !== 'test';

/** Every 10 minutes, in UTC: an offer expires at most that long after its 7 days are up. */
export const OFFER_EXPIRY_CRON = '*/10 * * * *';

@Injectable()
export class SwapOfferExpirySchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger(SwapOfferExpirySchedule.name);

  constructor(
    private readonly registry: SchedulerRegistry,
    private readonly expiry: SwapOfferExpiry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (offerExpiryScheduleEnabled(this.config)) addUtcCronJob(this.registry, 'swap-offer-expiry', OFFER_EXPIRY_CRON, () => this.fire());
  }

  fire(): Promise<void> {
    return runLogged(this.logger, 'Swap offer expiry', () => this.expiry.run());
  }
}
