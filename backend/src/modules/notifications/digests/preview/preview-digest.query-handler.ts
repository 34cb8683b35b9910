import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DigestPreview, DigestSkipReason } from '@reagentswap/contracts';
import { NotFoundError } from '../../../../shared/errors/domain-error.js';
import { GetNotificationRecipientQuery, wantsEmail, wantsPush, type NotificationRecipient } from '../../../identity/index.js';
import { TemplateRenderer } from '../../templates/template-renderer.js';
import { composeDigest, digestCounts, isEmptyDigest } from '../digest-content.js';
import { windowEndingAt } from '../digest-period.js';
import { digestNotificationKind, wantsDigest } from '../digest-runner.js';
import { DigestSources } from '../digest-sources.js';
import { digestTemplate, digestTemplateData } from '../digest.template.js';
import { PreviewDigestQuery } from './preview-digest.query.js';

function skipReason(kind: PreviewDigestQuery['kind'], member: NotificationRecipient, nothingNew: boolean): DigestSkipReason | null {
  if (member.isSuspended || member.approvalStatus !== 'approved') return 'inactive';
  if (!wantsDigest(kind, member)) return 'opted-out';
  return nothingNew ? 'nothing-new' : null;
}

/**
 * Composes and renders a member's digest from the same sources, rules and templates as the
 * scheduled run, over the same length of time ending now. Nothing is recorded or sent.
 */
@QueryHandler(PreviewDigestQuery)
export class PreviewDigestHandler implements IQueryHandler<PreviewDigestQuery> {
  constructor(
    private readonly queries: QueryBus,
    private readonly sources: DigestSources,
    private readonly renderer: TemplateRenderer,
  ) {}

  async execute({ memberId, kind, at }: PreviewDigestQuery): Promise<DigestPreview> {
    const member = await this.queries.execute(new GetNotificationRecipientQuery(memberId));
    if (!member) throw new NotFoundError('User not found', 'USER_NOT_FOUND');
    const window = windowEndingAt(kind, at);
    const [news, personal] = await Promise.all([this.sources.news(window), this.sources.forMembers([memberId], window)]);
    const content = composeDigest(
      memberId,
      news,
      personal.swaps.get(memberId),
      personal.unread.get(memberId),
      personal.expiring.get(memberId),
    );
    const nothingNew = isEmptyDigest(content);
    const reason = skipReason(kind, member, nothingNew);
    const template = digestTemplate(kind);
    const data = digestTemplateData(kind, content, window.since);
    const recipient = { displayName: member.displayName, email: member.email };
    const preference = digestNotificationKind(kind);
    return {
      memberId,
      kind,
      since: window.since.toISOString(),
      until: window.until.toISOString(),
      counts: digestCounts(content),
      digestFrequency: member.flags.digestFrequency,
      channels: { email: wantsEmail(member.flags, preference), push: wantsPush(member.flags, preference) },
      wouldSend: reason === null,
      skipReason: reason,
      email: nothingNew ? null : this.renderer.email(template, data, recipient),
      push: nothingNew || !template.push ? null : this.renderer.push(template, data, recipient),
    };
  }
}
