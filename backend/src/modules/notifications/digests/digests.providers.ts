import type { AppConfig } from '../../../config/app-config.js';
import { DigestRunner } from './digest-runner.js';
import { digestScheduleEnabled, DigestSchedule } from './digest-schedule.js';
import { DigestSources } from './digest-sources.js';
import { DigestPreviewController } from './http/digest-preview.controller.js';
import { PreviewDigestHandler } from './preview/preview-digest.query-handler.js';

/**
 * The digests' part of the notifications module: the runner, its sources, the admin preview, and
 * (unless turned off) the schedule, on the app's one @nestjs/schedule registry.
 */
export function digestsInfrastructure(config: AppConfig) {
  const scheduled = digestScheduleEnabled(config);
  return {
    controllers: [DigestPreviewController],
    providers: [DigestSources, DigestRunner, PreviewDigestHandler, ...(scheduled ? [DigestSchedule] : [])],
  };
}
