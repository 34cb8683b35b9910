import { Query } from '@nestjs/cqrs';

/** The VAPID public key a browser needs for PushManager.subscribe({ applicationServerKey }). */
export class GetPushPublicKeyQuery extends Query<{ publicKey: string }> {}
