import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { VAPID_KEYS, type VapidKeys } from '../../push/vapid-keys.js';
import { GetPushPublicKeyQuery } from './get-push-public-key.query.js';

@QueryHandler(GetPushPublicKeyQuery)
export class GetPushPublicKeyHandler implements IQueryHandler<GetPushPublicKeyQuery> {
  constructor(@Inject(VAPID_KEYS) private readonly keys: VapidKeys) {}

  execute(): Promise<{ publicKey: string }> {
    return Promise.resolve({ publicKey: this.keys.publicKey });
  }
}
