import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { MessageSendResult, SendMessageBody } from '@reagentswap/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { TooManyRequestsError, ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { toProblem } from '../../../shared/errors/problem-details.filter.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../../../shared/http/rate-limit-store.js';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../../shared/http/rate-limit.js';
import { SendMessageCommand } from '../../messaging/index.js';

const WINDOW_MS = 60_000;
/**
 * The key the write limit of POST /api/messages counts under (RateLimitGuard: name, account,
 * route), so a member's sends over REST and over the socket share one allowance.
 */
const writeLimitKey = (memberId: string) => `write:account:${memberId}:/api/messages`;

/** The body's shape, as SendMessageDto checks it over REST; the command applies the spec's rules. */
function shapeProblem(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'body';
  const b = body as Record<string, unknown>;
  const optionalString = (v: unknown, max: number) => v === undefined || v === null || (typeof v === 'string' && v.length <= max);
  if (typeof b.recipientId !== 'string' || b.recipientId.length > 100) return 'recipientId';
  if (typeof b.content !== 'string' || b.content.length > 20_000) return 'content';
  if (!optionalString(b.reagentId, 100)) return 'reagentId';
  if (!optionalString(b.clientId, 100)) return 'clientId';
  if (b.payload !== undefined && b.payload !== null && (typeof b.payload !== 'object' || Array.isArray(b.payload))) return 'payload';
  return undefined;
}

/**
 * 'message:send': the socket's member sends a message through messaging's SendMessageCommand,
 * exactly as POST /api/messages does (validation, permission check, clientId idempotency, the
 * write limit), and gets the stored message or the same problem details back in the ack. The
 * sender is always the socket's member: a client cannot name another.
 */
@Injectable()
export class SocketMessageSender {
  private readonly logger = new Logger(SocketMessageSender.name);

  constructor(
    private readonly commands: CommandBus,
    private readonly orm: MikroORM,
    @Inject(RATE_LIMIT_STORE) private readonly limits: RateLimitStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(senderId: string, body: unknown): Promise<MessageSendResult> {
    try {
      const field = shapeProblem(body);
      if (field) throw ValidationFailedError.of(field, `${field} is missing or malformed`);
      const window = await this.limits.hit(writeLimitKey(senderId), WINDOW_MS);
      if (window.count > this.config.WRITE_RATE_LIMIT_PER_MINUTE)
        throw new TooManyRequestsError(TOO_MANY_REQUESTS_MESSAGE, window.resetInMs);
      const sent = await RequestContext.create(this.orm.em, () =>
        this.commands.execute(new SendMessageCommand(senderId, body as SendMessageBody)),
      );
      return { ok: true, message: sent.message, created: sent.created };
    } catch (error) {
      const problem = toProblem(error);
      if ((problem.status ?? 500) >= 500) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      return { ok: false, problem };
    }
  }
}
