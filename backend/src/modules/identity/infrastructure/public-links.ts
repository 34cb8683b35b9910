import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';

/** Links to the web app put into e-mails: PUBLIC_URL, or http://localhost:PORT when it is not set. */
@Injectable()
export class PublicLinks {
  private readonly base: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.base = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  }

  confirmEmail(token: string): string {
    return `${this.base}/confirm-email?token=${encodeURIComponent(token)}`;
  }

  resetPassword(token: string): string {
    return `${this.base}/reset-password?token=${encodeURIComponent(token)}`;
  }
}
