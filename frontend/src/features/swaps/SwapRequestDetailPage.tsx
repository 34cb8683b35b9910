import { ArrowLeftOutlined } from '@ant-design/icons';
import { SWAP_MESSAGES, swapPartyName } from '@reagentswap/contracts';
import { Card, Result, Space, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { getApiErrorInfo } from '../../shared/api/problem';
import { selectCurrentUser } from '../../shared/session/sessionSlice';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { formatDateTime } from '../credits';
import { SwapActions } from './components/detail/SwapActions';
import { ShippingGuidance } from './components/detail/ShippingGuidance';
import { SwapPartyCard } from './components/detail/SwapPartyCard';
import { SwapTimeline } from './components/detail/SwapTimeline';
import { OfferSummary } from './components/OfferSummary';
import { SwapStatusBadge } from './components/SwapStatusBadge';
import { useGetSwapRequestQuery } from './swapsApi';
import { LoadError } from '../../shared/ui/LoadError';
import { SwapRatingPanel } from './components/rating/SwapRatingPanel';

/** Where a member's swap requests are listed (My Reagents, Swap Requests tab). */
export const SWAP_REQUESTS_TAB = '/my-reagents?tab=swap-requests';

function SwapNotFound() {
  return (
    <main className="page page--narrow">
      <Result
        status="404"
        title={<h1 className="result-title">Swap Request Not Found</h1>}
        subTitle={SWAP_MESSAGES.notFound}
        extra={
          <Space wrap>
            <ButtonLink type="primary" to={SWAP_REQUESTS_TAB}>
              My Swap Requests
            </ButtonLink>
            <ButtonLink to="/reagents">Browse Reagents</ButtonLink>
          </Space>
        }
      />
    </main>
  );
}

/** /swap-request/{id} (spec §2 "Swap request detail"): its status, parties, offer, message, history and my actions. */
export function SwapRequestDetailPage() {
  const { id = '' } = useParams();
  const me = useAppSelector(selectCurrentUser);
  const { data: swap, error, isLoading, refetch } = useGetSwapRequestQuery(id, { skip: !id });

  if (isLoading) return <LoadingScreen message="Loading swap request..." />;
  if (!swap) {
    const status = error ? getApiErrorInfo(error).status : 404;
    if (status === 404 || status === 400) return <SwapNotFound />;
    return (
      <main className="page page--narrow">
        <LoadError level={1} title="Failed to load the swap request" onRetry={() => void refetch()} />
      </main>
    );
  }

  return (
    <main className="page page--narrow swap-detail">
      <Link to={SWAP_REQUESTS_TAB} className="back-link">
        <ArrowLeftOutlined aria-hidden="true" /> Back to Swap Requests
      </Link>
      <header className="swap-detail__header">
        <Typography.Title level={1} className="swap-detail__title">
          Swap Request
        </Typography.Title>
        <SwapStatusBadge status={swap.status} />
      </header>
      <Typography.Paragraph type="secondary">
        Sent {formatDateTime(swap.createdAt)}
        {swap.shippedAt ? ` · Shipped ${formatDateTime(swap.shippedAt)}` : ''}
      </Typography.Paragraph>

      <Card className="swap-detail__card">
        <h2 className="swap-detail__subtitle">Requested reagent</h2>
        <p className="swap-detail__reagent">
          <Link to={`/reagents/${encodeURIComponent(swap.reagent.id)}`}>{swap.reagent.name}</Link>
        </p>
        <div className="swap-detail__parties">
          <SwapPartyCard role="Requester" party={swap.requester} isMe={swap.requester.id === me?.id} />
          <SwapPartyCard role="Owner" party={swap.owner} isMe={swap.owner.id === me?.id} />
        </div>
        <h2 className="swap-detail__subtitle">Offer</h2>
        <OfferSummary swap={swap} />
        <h2 className="swap-detail__subtitle">Message</h2>
        {swap.message.trim() ? (
          <p className="swap-detail__message">{swap.message}</p>
        ) : (
          <p className="swap-detail__message swap-detail__message--empty">{SWAP_MESSAGES.noMessage}</p>
        )}
        <ShippingGuidance swap={swap} />
        <SwapActions swap={swap} myId={me?.id} />
      </Card>

      {swap.status === 'completed' && me ? (
        <SwapRatingPanel swapId={swap.id} otherPartyName={swapPartyName(swap.requester.id === me.id ? swap.owner : swap.requester)} />
      ) : null}

      <Card className="swap-detail__card" title={<h2 className="swap-detail__subtitle swap-detail__subtitle--card">History</h2>}>
        <SwapTimeline transitions={swap.timeline} />
      </Card>
    </main>
  );
}
