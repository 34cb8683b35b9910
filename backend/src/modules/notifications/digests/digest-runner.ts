import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/postgresql';
import type { DigestKind } from '@reagentswap/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { ListActiveMembersQuery, ListNotificationRecipientsQuery, type NotificationRecipient } from '../../identity/index.js';
import { deliveryGate } from '../application/delivery-gate.js';
import { NotificationDispatcher } from '../application/notification-dispatcher.js';
import type { ChannelOutcome, DispatchResult } from '../application/notification-request.js';
import { describeError } from '../queues/job-queue.js';
import { composeDigest, isEmptyDigest, type DigestNews } from './digest-content.js';
import { digestWindow, parseSendTime } from './digest-period.js';
import { DigestSources, type DigestWindow } from './digest-sources.js';
import { digestTemplate, digestTemplateData } from './digest.template.js';

/** Members per batch: one page of the audience, one claim statement, one transaction. */
export const DIGEST_BATCH_SIZE = 200;

/** The notification kind (preference) of each digest. */
export const digestNotificationKind = (kind: DigestKind): 'daily-digest' | 'weekly-digest' =>
  kind === 'daily' ? 'daily-digest' : 'weekly-digest';

/**
 * Whether the member may and wants to get this digest on some channel (the daily one is e-mail
 * only, the weekly one also pushes): the delivery gate also turns away suspended and unapproved members.
 */
export function wantsDigest(kind: DigestKind, member: NotificationRecipient): boolean {
  const preference = digestNotificationKind(kind);
  return (
    deliveryGate('email', preference, member) === undefined || (kind === 'weekly' && deliveryGate('push', preference, member) === undefined)
  );
}

export interface DigestRunSummary {
  kind: DigestKind;
  period: string;
  /** Claimed by this run (another instance's claims are not counted here). */
  claimed: number;
  /** Of those, handed to the mail/push queues. */
  queued: number;
  /** Of those, nothing new (no digest). */
  nothingNew: number;
  /** Batches that failed; their claims were rolled back, so a rerun of the period picks them up. */
  failedBatches: number;
}

type Outcome = 'queued' | 'nothing-new' | 'not-delivered';

const delivered = (outcome: ChannelOutcome) => outcome === 'queued' || outcome === 'duplicate';

/**
 * Sends one digest period to every member who wants it, at most once each however many
 * instances run it at the same time (docs/adr/0013-digests.md). Batch by batch: read the
 * members and their news, then in one transaction claim their digest_sends rows (insert … on
 * conflict do nothing: a row another run holds or has committed is skipped, a row it holds
 * uncommitted makes this claim wait for its outcome), queue each claimed member's digest through
 * the dispatcher and record what came of it. The dispatcher writes the mail/push rows on its own
 * connection under a dedupe key per member and period, so if the transaction rolls back after
 * some of them (a crash, a database error) a rerun claims those members again and the dedupe key
 * turns their second digest into a no-op.
 */
@Injectable()
export class DigestRunner {
  private readonly logger = new Logger(DigestRunner.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly queries: QueryBus,
    private readonly sources: DigestSources,
    private readonly dispatcher: NotificationDispatcher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Runs `period` ('2026-11-23'; a Monday for the weekly digest) of the digest. `members`
   * narrows the audience to those members (a manual resend; tests), who must still be active and
   * want the digest.
   */
  async run(kind: DigestKind, period: string, options: { members?: readonly string[] } = {}): Promise<DigestRunSummary> {
    const window = digestWindow(kind, period, parseSendTime(this.config.DIGEST_SEND_TIME));
    const news = await this.sources.news(window);
    const summary: DigestRunSummary = { kind, period, claimed: 0, queued: 0, nothingNew: 0, failedBatches: 0 };
    for await (const page of this.audience(options.members)) {
      const wanting = page.filter((member) => wantsDigest(kind, member));
      if (wanting.length === 0) continue;
      try {
        const outcomes = await this.sendBatch(kind, period, window, news, wanting);
        summary.claimed += outcomes.length;
        summary.queued += outcomes.filter((o) => o.outcome === 'queued').length;
        summary.nothingNew += outcomes.filter((o) => o.outcome === 'nothing-new').length;
      } catch (error) {
        summary.failedBatches += 1;
        this.logger.error(`The ${kind} digest ${period} failed for a batch of ${wanting.length} members: ${describeError(error)}`);
      }
    }
    this.logger.log(
      `The ${kind} digest ${period}: ${summary.queued} queued, ${summary.nothingNew} with nothing new, ${summary.claimed} claimed here` +
        (summary.failedBatches ? `, ${summary.failedBatches} failed batches` : ''),
    );
    return summary;
  }

  private async *audience(members?: readonly string[]): AsyncGenerator<NotificationRecipient[]> {
    if (members) {
      for (let at = 0; at < members.length; at += DIGEST_BATCH_SIZE) {
        yield await this.queries.execute(new ListNotificationRecipientsQuery(members.slice(at, at + DIGEST_BATCH_SIZE)));
      }
      return;
    }
    let after: string | null = null;
    for (;;) {
      const page: NotificationRecipient[] = await this.queries.execute(new ListActiveMembersQuery(after, DIGEST_BATCH_SIZE));
      if (page.length > 0) yield page;
      if (page.length < DIGEST_BATCH_SIZE) return;
      after = page[page.length - 1]!.userId;
    }
  }

  private async sendBatch(kind: DigestKind, period: string, window: DigestWindow, news: DigestNews, members: NotificationRecipient[]) {
    const personal = await this.sources.forMembers(
      members.map((member) => member.userId),
      window,
    );
    return this.orm.em.fork().transactional(async (tx) => {
      const claimed = await tx.execute<{ member_id: string }[]>(
        `insert into digest_sends (member_id, kind, period)
         select jsonb_array_elements_text(?::jsonb)::uuid, ?, ?::date
         on conflict do nothing
         returning member_id`,
        [JSON.stringify(members.map((member) => member.userId)), kind, period],
      );
      const mine = new Set(claimed.map((row) => row.member_id));
      const outcomes: { member_id: string; outcome: Outcome; email: ChannelOutcome | null; push: ChannelOutcome | null }[] = [];
      for (const member of members.filter((m) => mine.has(m.userId))) {
        const content = composeDigest(
          member.userId,
          news,
          personal.swaps.get(member.userId),
          personal.unread.get(member.userId),
          personal.expiring.get(member.userId),
          personal.savedSearches.get(member.userId),
        );
        if (isEmptyDigest(content)) {
          outcomes.push({ member_id: member.userId, outcome: 'nothing-new', email: null, push: null });
          continue;
        }
        const result: DispatchResult = await this.dispatcher.notify({
          dedupeKey: `notifications.${kind}-digest:${period}:${member.userId}`,
          kind: digestNotificationKind(kind),
          to: { userId: member.userId },
          template: digestTemplate(kind),
          data: digestTemplateData(kind, content, window.since),
        });
        const sent = delivered(result.email) || delivered(result.push);
        outcomes.push({ member_id: member.userId, outcome: sent ? 'queued' : 'not-delivered', email: result.email, push: result.push });
      }
      if (outcomes.length > 0) {
        await tx.execute(
          `update digest_sends d set outcome = o.outcome, email_outcome = o.email, push_outcome = o.push
             from jsonb_to_recordset(?::jsonb) as o(member_id uuid, outcome text, email text, push text)
            where d.kind = ? and d.period = ?::date and d.member_id = o.member_id`,
          [JSON.stringify(outcomes), kind, period],
        );
      }
      return outcomes;
    });
  }
}
