import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { keyFingerprintOf } from '../domain/checkpoint.js';

/**
 * The key that signs checkpoints: LEDGER_CHECKPOINT_KEY, which production requires (the config
 * check refuses to start without it). Development and tests derive one from JWT_SECRET: it also
 * lives outside the database, and needs no setup.
 */
export function checkpointKeyFrom(config: Pick<AppConfig, 'NODE_ENV' | 'JWT_SECRET' | 'LEDGER_CHECKPOINT_KEY'>): Buffer {
  if (config.LEDGER_CHECKPOINT_KEY) return Buffer.from(config.LEDGER_CHECKPOINT_KEY, 'utf8');
  if (config.NODE_ENV === 'production') throw new Error('LEDGER_CHECKPOINT_KEY is required in production');
  if (!config.JWT_SECRET) throw new Error('JWT_SECRET must be resolved before the app starts');
  return createHmac('sha256', config.JWT_SECRET).update('reagentswap ledger checkpoint key').digest();
}

@Injectable()
export class CheckpointKey {
  readonly key: Buffer;
  readonly fingerprint: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = checkpointKeyFrom(config);
    this.fingerprint = keyFingerprintOf(this.key);
  }
}
