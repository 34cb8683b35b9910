import { Alert, Descriptions, Modal, Segmented, Spin, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { DIGEST_FREQUENCY_LABELS, DIGEST_PREVIEW_MESSAGES, type DigestSkipReason } from '@reagentswap/contracts';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { formatDateTime } from '../../credits';
import type { AdminUser } from '../adminApi';
import { nameOf } from '../lib/format';
import { useGetDigestPreviewQuery, type DigestKind, type DigestPreview } from './digestPreviewApi';
import './digests.css';

const KIND_OPTIONS: { value: DigestKind; label: string }[] = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
];

const SKIPPED: Record<DigestSkipReason, string> = {
  'nothing-new': DIGEST_PREVIEW_MESSAGES.nothingNew,
  'opted-out': DIGEST_PREVIEW_MESSAGES.optedOut,
  inactive: DIGEST_PREVIEW_MESSAGES.inactive,
};

/** What the member chose (Profile → Notifications): how often, and which channels this digest may take. */
const memberChoice = ({ digestFrequency, channels }: DigestPreview) => {
  const by = [channels.email ? 'e-mail' : null, channels.push ? 'push' : null].filter(Boolean).join(' and ');
  return `${DIGEST_FREQUENCY_LABELS[digestFrequency]}${by ? ` — this digest by ${by}` : ' — not this digest'}`;
};

/** The rendered e-mail (HTML in a sandboxed frame: no scripts, no same-origin access), its text, and the weekly push. */
function PreviewBody({ preview }: { preview: DigestPreview }) {
  const { counts } = preview;
  return (
    <div className="mail-details">
      {preview.skipReason ? (
        <Alert type={preview.skipReason === 'nothing-new' ? 'info' : 'warning'} showIcon title={SKIPPED[preview.skipReason]} />
      ) : null}
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          {
            key: 'choice',
            label: DIGEST_PREVIEW_MESSAGES.memberChoice,
            children: memberChoice(preview),
          },
          {
            key: 'period',
            label: 'Period',
            children: `${formatDateTime(preview.since)} – ${formatDateTime(preview.until)}`,
          },
          {
            key: 'counts',
            label: 'New',
            children: `${counts.newReagents} reagents, ${counts.newRequests} requests, ${counts.swapActivity} swap updates, ${counts.unreadMessages} unread messages`,
          },
          ...(preview.email ? [{ key: 'subject', label: 'Subject', children: preview.email.subject }] : []),
        ]}
      />
      {preview.email ? (
        <Tabs
          items={[
            {
              key: 'html',
              label: 'HTML',
              children: (
                <iframe
                  className="mail-frame"
                  title={`Digest: ${preview.email.subject}`}
                  sandbox="allow-popups allow-popups-to-escape-sandbox"
                  referrerPolicy="no-referrer"
                  srcDoc={preview.email.html}
                />
              ),
            },
            { key: 'text', label: 'Text', children: <pre className="mail-text">{preview.email.text}</pre> },
            ...(preview.push
              ? [
                  {
                    key: 'push',
                    label: 'Push',
                    children: (
                      <Descriptions
                        size="small"
                        column={1}
                        bordered
                        items={[
                          { key: 'title', label: 'Title', children: preview.push.title },
                          { key: 'body', label: 'Body', children: preview.push.body },
                          { key: 'url', label: 'Opens', children: preview.push.url },
                        ]}
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
      ) : null}
    </div>
  );
}

/** The kind switch and the preview; mounted each time the dialog opens, so it starts on the daily digest. */
function DigestPreviewContent({ user }: { user: AdminUser }) {
  const [kind, setKind] = useState<DigestKind>('daily');
  const preview = useGetDigestPreviewQuery({ memberId: user.id, kind }, { refetchOnMountOrArgChange: true });
  const failure = preview.isError
    ? `${DIGEST_PREVIEW_MESSAGES.loadFailed}: ${getApiErrorInfo(preview.error).message ?? 'Unknown error'}`
    : null;
  return (
    <div className="digest-preview" data-testid="digest-preview">
      <Segmented<DigestKind> options={KIND_OPTIONS} value={kind} onChange={setKind} aria-label="Digest" />
      <Typography.Paragraph type="secondary" className="digest-preview__note">
        {kind === 'daily'
          ? 'The daily digest covers the past day (e-mail only).'
          : 'The weekly digest goes out on Mondays and covers the past 7 days (e-mail and push).'}{' '}
        Shown as it would go out now; nothing is sent.
      </Typography.Paragraph>
      {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
      {preview.isFetching ? (
        <div className="digest-preview__loading" role="status">
          <Spin size="small" /> Loading the digest...
        </div>
      ) : preview.data && !failure ? (
        <PreviewBody preview={preview.data} />
      ) : null}
    </div>
  );
}

/**
 * The admin panel's digest preview: a member's daily or weekly digest exactly as the scheduled run
 * would render it now, and whether it would be sent. Nothing is sent from here.
 */
export function DigestPreviewDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  // The member stays shown while the dialog animates closed (user is already null then).
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);
  return (
    <Modal
      open={user !== null}
      onCancel={onClose}
      footer={null}
      width={800}
      destroyOnHidden
      title={shown ? `Digest preview: ${nameOf(shown)}` : 'Digest preview'}
    >
      {shown ? <DigestPreviewContent user={shown} /> : null}
    </Modal>
  );
}
