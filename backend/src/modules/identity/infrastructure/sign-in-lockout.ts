import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { TooManyRequestsError } from '../../../shared/errors/domain-error.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../../../shared/http/rate-limit-store.js';
import { TrustedDevices } from './trusted-devices.js';

export const accountLockedMessage = (retryAfterMs: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed sign-in attempts for this account. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

export class AccountLockedError extends TooManyRequestsError {
  constructor(retryAfterMs: number) {
    super(accountLockedMessage(retryAfterMs), retryAfterMs, 'ACCOUNT_LOCKED');
  }
}

/** Settles one sign-in attempt, already counted as a failure before its password was checked. */
export interface SignInAttempt {
  /** The password was wrong: the failure stands, and the last allowed one locks the account. */
  failed(): Promise<void>;
  /** The password was right: the failures counted so far, this attempt's included, are cleared. */
  succeeded(): Promise<void>;
}

/**
 * Per-account brute-force bound, on top of the per-address limit: after SIGN_IN_LOCK_AFTER_FAILURES
 * failures within SIGN_IN_FAILURE_WINDOW_SECONDS, from any addresses, the account refuses sign-in
 * (even with the right password, which is not checked) for SIGN_IN_LOCK_SECONDS. The lock expires
 * by itself and attempts during it do not extend it, so guessing is held to N tries per lock
 * period while a victim is locked out for at most one period at a time, and never on a browser
 * that signed in to the account before (TrustedDevices): such a browser has its own counter.
 * Unknown e-mails are counted the same way, so the lock reveals nothing about who has an account.
 *
 * Each attempt takes its slot in the counter (store.reserve: lock check, limit check and count in
 * one step) BEFORE its password is checked, so a burst of concurrent guesses gets N checks at
 * most, not N plus however many read the counter before the first failure was written.
 */
@Injectable()
export class SignInLockout {
  constructor(
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly devices: TrustedDevices,
  ) {}

  /** Throws AccountLockedError when this attempt may not even be checked. */
  async begin(normalisedEmail: string, deviceToken: string | undefined): Promise<SignInAttempt> {
    const deviceId = this.devices.recognise(deviceToken, normalisedEmail);
    if (deviceId) {
      const deviceFailures = `sign-in:device-failures:${deviceId}`;
      // A trusted browser that keeps guessing loses its pass and is judged like any other.
      if ((await this.reserve(deviceFailures)).granted) {
        return { failed: () => Promise.resolve(), succeeded: () => this.store.reset(deviceFailures) };
      }
    }
    const failures = `sign-in:failures:${normalisedEmail}`;
    const lock = `sign-in:lock:${normalisedEmail}`;
    const slot = await this.reserve(failures, lock);
    const lockMs = this.config.SIGN_IN_LOCK_SECONDS * 1000;
    // Refused with the last slots still being checked, the lock they may set is the longest wait.
    if (!slot.granted) throw new AccountLockedError(Math.min(slot.resetInMs, lockMs));
    return {
      failed: async () => {
        if (slot.count < this.config.SIGN_IN_LOCK_AFTER_FAILURES) return;
        await this.store.hit(lock, lockMs);
        await this.store.reset(failures); // after the lock, the next lock takes N fresh failures
      },
      succeeded: () => this.store.reset(failures),
    };
  }

  private reserve(key: string, blockedBy?: string) {
    return this.store.reserve(key, this.config.SIGN_IN_LOCK_AFTER_FAILURES, this.config.SIGN_IN_FAILURE_WINDOW_SECONDS * 1000, blockedBy);
  }
}
