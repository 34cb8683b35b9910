import { ClearOutlined, PlusOutlined } from '@ant-design/icons';
import { asCasNumber, REQUEST_MESSAGES, type ReagentRequestView } from '@reagentswap/contracts';
import { Button, Input } from 'antd';
import { useEffect, useMemo } from 'react';
import { useAppSelector } from '../../shared/store/hooks';
import { useCategories } from '../catalog';
import { useDebouncedFilterText, useUrlFilter } from '../../shared/lib/useUrlFilter';
import { selectCurrentUser } from '../../shared/session/sessionSlice';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { BrowseHeader, BrowseLayout, FilterLabel, RefreshButton, useFiltersPanel } from '../../shared/ui/browse/BrowseLayout';
import { ListEmpty, ListLoading, LoadMore } from '../../shared/ui/browse/ListStates';
import { CasNumberFilter } from '../../shared/ui/browse/CasNumberFilter';
import { ALL_CATEGORIES, SearchAndCategoryFilters } from '../../shared/ui/browse/SearchAndCategoryFilters';
import { toast } from '../../shared/ui/toast';
import { RequestCard } from './components/RequestCard';
import { useDeleteReagentRequestMutation, useListReagentRequestsInfiniteQuery, type RequestFilter } from './requestsApi';
import './requests.css';
import { LoadError } from '../../shared/ui/LoadError';

function filterFrom(params: URLSearchParams): RequestFilter {
  return {
    search: params.get('search') ?? '',
    category: params.get('category') ?? ALL_CATEGORIES,
    location: params.get('location') ?? '',
    // Issue 18: only requests with this CAS number; a hand-edited URL with a bad one filters nothing.
    cas: asCasNumber(params.get('cas')) ?? undefined,
  };
}

/** /reagent-requests (spec §2 "Requested Reagents"): search and filters, cards, keyset pages. */
export function ReagentRequestsPage() {
  const { params, setFilter: update, clearFilter } = useUrlFilter();
  const filter = useMemo(() => filterFrom(params), [params]);
  const [searchText, setSearchText, clearSearchText] = useDebouncedFilterText(filter.search, (search) => update({ search }));
  const [locationText, setLocationText, clearLocationText] = useDebouncedFilterText(filter.location, (location) => update({ location }));
  const filtersPanel = useFiltersPanel();
  const me = useAppSelector(selectCurrentUser);
  const { categories, isLoading: categoriesLoading } = useCategories();
  const list = useListReagentRequestsInfiniteQuery(filter);
  const [deleteRequest, deletion] = useDeleteReagentRequestMutation();

  useEffect(() => {
    if (list.isError) toast.error(REQUEST_MESSAGES.loadFailed);
  }, [list.isError]);

  const filtering = Boolean(filter.search.trim() || filter.category || filter.location.trim() || filter.cas);
  const clearFilters = () => {
    clearSearchText();
    clearLocationText();
    clearFilter();
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
    content = <ListLoading text="Loading reagent requests..." />;
  } else if (list.isError && !list.data) {
    content = <LoadError title={REQUEST_MESSAGES.loadFailed} onRetry={refresh} />;
  } else if (requests.length === 0) {
    content = (
      <ListEmpty
        title={REQUEST_MESSAGES.empty}
        hint={filtering ? 'Try adjusting your search or filters.' : 'Nobody has asked for a reagent yet.'}
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
        <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoad={() => void list.fetchNextPage()} />
      </>
    );
  }

  const filters = (
    <>
      <SearchAndCategoryFilters
        idPrefix="request"
        searchText={searchText}
        onSearchText={setSearchText}
        category={filter.category}
        onCategory={(category) => update({ category })}
        categories={categories}
        categoriesLoading={categoriesLoading}
      />
      <CasNumberFilter idPrefix="request" value={filter.cas ?? ''} onChange={(cas) => update({ cas })} />
      <FilterLabel htmlFor="request-location">Location</FilterLabel>
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
    </>
  );

  return (
    <main className="page page--wide">
      <BrowseHeader title="Requested Reagents" lead="Reagents other labs are looking for. Have one? Contact them.">
        {filtersPanel.toggle}
        <RefreshButton onClick={refresh} loading={list.isFetching && !list.isFetchingNextPage} />
        <ButtonLink type="primary" icon={<PlusOutlined aria-hidden="true" />} to="/request-reagent">
          Request Reagent
        </ButtonLink>
      </BrowseHeader>
      <BrowseLayout filters={filtersPanel.visible ? filters : null}>{content}</BrowseLayout>
    </main>
  );
}
