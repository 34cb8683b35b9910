import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';

export const TRUSTED_DEVICE_COOKIE = 'rs_device';
export const TRUSTED_DEVICE_DAYS = 180;

/**
 * "Device cookies" (OWASP): a browser that has signed in to an account before carries a token
 * bound to that account, and keeps signing in while the account is locked against everyone else.
 * An attacker guessing from elsewhere can therefore lock strangers out, never the owner's own
 * browser. Stateless: an HMAC over a random id and the e-mail, keyed off the JWT secret.
 */
@Injectable()
export class TrustedDevices {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (!config.JWT_SECRET) throw new Error('JWT_SECRET must be resolved before the app starts');
    this.key = createHmac('sha256', config.JWT_SECRET).update('trusted-device-cookie').digest();
  }

  issue(normalisedEmail: string): string {
    const deviceId = randomBytes(16).toString('base64url');
    return `${deviceId}.${this.sign(deviceId, normalisedEmail)}`;
  }

  /** The device id when `token` was issued to this account, otherwise undefined. */
  recognise(token: string | undefined, normalisedEmail: string): string | undefined {
    const [deviceId, signature, ...rest] = (token ?? '').split('.');
    if (!deviceId || !signature || rest.length > 0) return undefined;
    const expected = Buffer.from(this.sign(deviceId, normalisedEmail));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : undefined;
  }

  private sign(deviceId: string, normalisedEmail: string): string {
    return createHmac('sha256', this.key).update(`${deviceId}\n${normalisedEmail}`).digest('base64url');
  }
}
