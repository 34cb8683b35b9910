import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { MessageSendResult } from '@reagentswap/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { TooManyRequestsError } from '../../../shared/errors/domain-error.js';
import { toProblem } from '../../../shared/errors/problem-details.filter.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../../../shared/http/rate-limit-store.js';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../../shared/http/rate-limit.js';
import { SendMessageCommand } from '../../messaging/index.js';
import { checkedSendBody } from './socket-send-body.js';

const WINDOW_MS = 60_000;
/**
 * The key the write limit of POST /api/messages counts under (RateLimitGuard: name, account,
 * route), so a member's sends over REST and over the socket share one allowance.
 */
const writeLimitKey = (memberId: string) => `write:account:${memberId}:/api/messages`;

/**
 * 'message:send': the socket's member sends a message through messaging's SendMessageCommand,
 * exactly as POST /api/messages does (validation, permission check, clientId idempotency, the
 * write limit), and gets the stored message or the same problem details back in the ack — every
 * send is answered, whatever it carried. The sender is always the socket's member: a client
 * cannot name another.
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

  async send(senderId: string, payload: unknown): Promise<MessageSendResult> {
    try {
      // The limit first, as REST's guard runs before its pipes: a flood of malformed sends is
      // cut off after the allowance like any other, before any work is spent on its payloads.
      await this.countAgainstWriteLimit(senderId);
      const body = await checkedSendBody(payload);
      const sent = await RequestContext.create(this.orm.em, () => this.commands.execute(new SendMessageCommand(senderId, body)));
      return { ok: true, message: sent.message, created: sent.created };
    } catch (error) {
      return { ok: false, problem: this.logged(error) };
    }
  }

  private async countAgainstWriteLimit(senderId: string): Promise<void> {
    const window = await this.limits.hit(writeLimitKey(senderId), WINDOW_MS);
    if (window.count > this.config.WRITE_RATE_LIMIT_PER_MINUTE) throw new TooManyRequestsError(TOO_MANY_REQUESTS_MESSAGE, window.resetInMs);
  }

  /** A refusal is the client's business (debug, one line); only a failure of ours is an ERROR with its stack. */
  private logged(error: unknown) {
    const problem = toProblem(error);
    if (problem.status >= 500) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    else this.logger.debug(`message:send refused: ${problem.status} ${problem.code} ${problem.errors?.[0]?.field ?? ''}`.trimEnd());
    return problem;
  }
}
