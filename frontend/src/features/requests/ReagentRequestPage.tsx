import { CheckCircleOutlined } from '@ant-design/icons';
import { REQUEST_MESSAGES, type RequestMatchView } from '@reagentswap/contracts';
import { Button, Card, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { selectCurrentUser } from '../../shared/session/sessionSlice';
import { useAppSelector } from '../../shared/store/hooks';
import { ListLoading } from '../../shared/ui/browse/ListStates';
import { toast } from '../../shared/ui/toast';
import { useGetReagentRequestQuery, useGetRequestMatchesQuery, useMarkRequestFulfilledMutation } from './requestsApi';
import { RequestUnavailable } from './components/RequestUnavailable';
import './requests.css';

function MatchList({ matches }: { matches: RequestMatchView[] }) {
  if (matches.length === 0) return <Typography.Paragraph type="secondary">{REQUEST_MESSAGES.noMatches}</Typography.Paragraph>;
  return (
    <ul className="request-matches">
      {matches.map((match) => (
        <li key={match.reagentId} className="request-matches__item">
          <Link to={`/reagents/${match.reagentId}`}>{match.name}</Link>
          {match.categoryName ? <Tag color="blue">{match.categoryName}</Tag> : null}
          {match.casNumber ? <Tag>CAS {match.casNumber}</Tag> : null}
          <span className="request-matches__date">Listed {new Date(match.listedAt).toLocaleDateString()}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /reagent-requests/{id} (issue 19 item 1, ADR 0026): a request and the listings that match it now,
 * each linking to its reagent; the requester marks the request fulfilled from here. Where a match
 * notice links to, and where the form goes when listings already match.
 */
export function ReagentRequestPage() {
  const { id = '' } = useParams();
  const me = useAppSelector(selectCurrentUser);
  const request = useGetReagentRequestQuery(id);
  const matches = useGetRequestMatchesQuery(id);
  const [markFulfilled, marking] = useMarkRequestFulfilledMutation();

  if (request.isLoading || request.isError || !request.data)
    return <RequestUnavailable isLoading={request.isLoading} error={request.error} />;

  const { data } = request;
  const own = me?.id === data.requester.id;
  const fulfil = async () => {
    try {
      await markFulfilled(data.id).unwrap();
      toast.success(REQUEST_MESSAGES.fulfilled);
    } catch {
      toast.error(REQUEST_MESSAGES.updateFailed);
    }
  };

  return (
    <main className="page">
      <Link to="/reagent-requests">← Back to Requested Reagents</Link>
      <Typography.Title level={1} className="request-page__title">
        {data.name}
      </Typography.Title>
      <div className="request-card__tags">
        {data.isFulfilled ? (
          <Tag color="green" icon={<CheckCircleOutlined aria-hidden="true" />}>
            {REQUEST_MESSAGES.fulfilledBadge}
          </Tag>
        ) : null}
        {data.category ? <Tag color="blue">{data.category.name}</Tag> : null}
        {data.casNumber ? <Tag>CAS {data.casNumber}</Tag> : null}
      </div>
      {data.description ? <Typography.Paragraph>{data.description}</Typography.Paragraph> : null}
      <Card
        title={<h2 className="request-page__section">{REQUEST_MESSAGES.matchesTitle}</h2>}
        extra={
          own && !data.isFulfilled ? (
            <Button type="primary" loading={marking.isLoading} onClick={() => void fulfil()}>
              {REQUEST_MESSAGES.markFulfilled}
            </Button>
          ) : null
        }
      >
        {data.isFulfilled ? (
          <Typography.Paragraph type="secondary">This request is fulfilled: it no longer matches new listings.</Typography.Paragraph>
        ) : matches.isLoading ? (
          <ListLoading text="Looking for matching reagents..." />
        ) : matches.isError ? (
          <Typography.Paragraph type="danger">Failed to load matching reagents</Typography.Paragraph>
        ) : (
          <MatchList matches={matches.data ?? []} />
        )}
      </Card>
    </main>
  );
}
