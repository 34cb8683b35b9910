import { REQUEST_MESSAGES } from '@reagentswap/contracts';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { ListLoading } from '../../../shared/ui/browse/ListStates';

/**
 * A request's page (its own, its edit page) while the request is not there to show: loading, not
 * found, or failed to load — each with the way back to the list.
 */
export function RequestUnavailable({ isLoading, error }: { isLoading: boolean; error: unknown }) {
  const navigate = useNavigate();
  if (isLoading) {
    return (
      <main className="page">
        <ListLoading text="Loading request..." />
      </main>
    );
  }
  const notFound = getApiErrorInfo(error).status === 404;
  return (
    <main className="page">
      <Result
        status={notFound ? '404' : 'error'}
        title={<h1 className="result-title">{notFound ? REQUEST_MESSAGES.notFound : REQUEST_MESSAGES.loadFailed}</h1>}
        extra={
          <Button type="primary" onClick={() => navigate('/reagent-requests')}>
            Back to Requested Reagents
          </Button>
        }
      />
    </main>
  );
}
