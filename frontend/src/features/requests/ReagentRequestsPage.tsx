import { ClearOutlined, FilterOutlined, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { REQUEST_MESSAGES, type ReagentRequestView } from '@reagentswap/contracts';
import { Button, Empty, Input, Result, Select, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { useCategories } from '../catalog';
import { useIsCompact } from '../../shared/lib/useMediaQuery';
import { selectCurrentUser } from '../../shared/session/sessionSlice';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { toast } from '../../shared/ui/toast';
import { RequestCard } from './components/RequestCard';
import { useDeleteReagentRequestMutation, useListReagentRequestsInfiniteQuery, type RequestFilter } from './requestsApi';
import './requests.css';

const SEARCH_DEBOUNCE_MS = 300;
const ALL = '';

function filterFrom(params: URLSearchParams): RequestFilter {
  return { search: params.get('search') ?? '', category: params.get('category') ?? ALL, location: params.get('location') ?? '' };
}

/** /reagent-requests (spec §2 "Requested Reagents"): search and filters, cards, keyset pages. */
export function ReagentRequestsPage() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFrom(params), [params]);
  const [searchText, setSearchText] = useState(filter.search);
  const [locationText, setLocationText] = useState(filter.location);
  const compact = useIsCompact();
  const [filtersShown, setFiltersShown] = useState(false);
  const me = useAppSelector(selectCurrentUser);
  const { categories, isLoading: categoriesLoading } = useCategories();
  const list = useListReagentRequestsInfiniteQuery(filter);
  const [deleteRequest, deletion] = useDeleteReagentRequestMutation();

  const update = (changes: Partial<RequestFilter>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  };

  // Typing settles for a moment before the list is asked again.
  useEffect(() => {
    if (searchText.trim() === filter.search.trim() && locationText.trim() === filter.location.trim()) return;
    const timer = window.setTimeout(() => update({ search: searchText.trim(), location: locationText.trim() }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `update` only wraps setParams
  }, [searchText, locationText, filter.search, filter.location]);

  useEffect(() => {
    if (list.isError) toast.error(REQUEST_MESSAGES.loadFailed);
  }, [list.isError]);

  const filtering = Boolean(filter.search.trim() || filter.category || filter.location.trim());
  const clearFilters = () => {
    setSearchText('');
    setLocationText('');
    setParams(new URLSearchParams(), { replace: true });
  };
  const refresh = () => void list.refetch();

  const remove = async (request: ReagentRequestView) => {
    try {
      await deleteRequest(request.id).unwrap();
      toast.success(REQUEST_MESSAGES.deleted);
    } catch {
      toast.error(REQUEST_MESSAGES.deleteFailed);
    }
  };

  const requests = list.data?.pages.flatMap((page) => page.items) ?? [];
  let content;
  if (list.isLoading || (list.isFetching && !list.data)) {
    content = (
      <div className="requests-status" role="status">
        <Spin size="large" />
        <p>Loading reagent requests...</p>
      </div>
    );
  } else if (list.isError && !list.data) {
    content = (
      <Result
        status="error"
        title={<h2 className="result-title">{REQUEST_MESSAGES.loadFailed}</h2>}
        extra={
          <Button type="primary" onClick={refresh}>
            Try Again
          </Button>
        }
      />
    );
  } else if (requests.length === 0) {
    content = (
      <Empty
        className="requests-empty"
        description={
          <>
            <h2 className="requests-empty__title">{REQUEST_MESSAGES.empty}</h2>
            <p>{filtering ? 'Try adjusting your search or filters.' : 'Nobody has asked for a reagent yet.'}</p>
          </>
        }
      />
    );
  } else {
    content = (
      <>
        <ul className="request-grid" aria-label="Reagent requests" aria-busy={list.isFetching}>
          {requests.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              own={request.requester.id === me?.id}
              deleting={deletion.isLoading && deletion.originalArgs === request.id}
              onDelete={(r) => void remove(r)}
            />
          ))}
        </ul>
        {list.hasNextPage ? (
          <div className="request-grid__more">
            <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              Load more
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  const filtersVisible = !compact || filtersShown;
  return (
    <main className="page page--wide">
      <header className="page-header requests-header">
        <div>
          <Typography.Title level={1}>Requested Reagents</Typography.Title>
          <Typography.Paragraph type="secondary">Reagents other labs are looking for. Have one? Contact them.</Typography.Paragraph>
        </div>
        <div className="requests-header__actions">
          {compact ? (
            <Button
              icon={<FilterOutlined aria-hidden="true" />}
              onClick={() => setFiltersShown((shown) => !shown)}
              aria-expanded={filtersShown}
            >
              {filtersShown ? 'Hide Filters' : 'Show Filters'}
            </Button>
          ) : null}
          <Button icon={<ReloadOutlined aria-hidden="true" />} onClick={refresh} loading={list.isFetching && !list.isFetchingNextPage}>
            Refresh
          </Button>
          <ButtonLink type="primary" icon={<PlusOutlined aria-hidden="true" />} to="/request-reagent">
            Request Reagent
          </ButtonLink>
        </div>
      </header>
      <div className="requests-layout">
        {filtersVisible ? (
          <aside className="requests-filters" aria-label="Filters">
            <label className="requests-filters__label" htmlFor="request-search">
              Search
            </label>
            <Input
              id="request-search"
              allowClear
              prefix={<SearchOutlined aria-hidden="true" />}
              placeholder="Name, catalog number, description..."
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              maxLength={200}
            />
            <label className="requests-filters__label" htmlFor="request-category">
              Category
            </label>
            <Select<string>
              id="request-category"
              value={filter.category}
              onChange={(category) => update({ category })}
              options={[{ value: ALL, label: 'All Categories' }, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
              loading={categoriesLoading}
            />
            <label className="requests-filters__label" htmlFor="request-location">
              Location
            </label>
            <Input
              id="request-location"
              allowClear
              placeholder="City or country"
              value={locationText}
              onChange={(event) => setLocationText(event.target.value)}
              maxLength={100}
            />
            <Button
              icon={<ClearOutlined aria-hidden="true" />}
              onClick={clearFilters}
              disabled={!filtering && !searchText && !locationText}
              block
            >
              Clear Filters
            </Button>
          </aside>
        ) : null}
        <section className="requests-results" aria-label="Results">
          {content}
        </section>
      </div>
    </main>
  );
}
