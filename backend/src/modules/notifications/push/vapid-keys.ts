import webpush from 'web-push';
import type { AppConfig } from '../../../config/app-config.js';
import { loadOrCreateLocalSecret } from '../../../shared/kernel/local-secrets.js';

export const VAPID_KEYS = Symbol('VAPID_KEYS');

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push services may use (VAPID_SUBJECT). */
  subject: string;
}

/**
 * VAPID keys from the environment, or generated once and kept under DATA_DIR/secrets (design.md
 * §7). Regenerating them would silently invalidate every stored subscription, so they persist.
 */
export function resolveVapidKeys(config: AppConfig): VapidKeys {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = config;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  if (publicKey || privateKey) {
    throw new Error(
      'Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (then a key pair is generated once under DATA_DIR/secrets).',
    );
  }
  const generated = loadOrCreateLocalSecret(config.DATA_DIR, 'vapid', () => webpush.generateVAPIDKeys());
  return { ...generated, subject };
}
