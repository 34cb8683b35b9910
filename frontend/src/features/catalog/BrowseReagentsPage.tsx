import { ClearOutlined } from '@ant-design/icons';
import { asCasNumber, EXPIRY_TEXT, GHS_MESSAGES } from '@reagentswap/contracts';
import { Button, Checkbox, Select } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useDebouncedFilterText, useUrlFilter } from '../../shared/lib/useUrlFilter';
import { BrowseHeader, BrowseLayout, FilterLabel, RefreshButton, useFiltersPanel } from '../../shared/ui/browse/BrowseLayout';
import { ListEmpty, ListLoading, LoadMore } from '../../shared/ui/browse/ListStates';
import { CasNumberFilter } from '../../shared/ui/browse/CasNumberFilter';
import { SearchAndCategoryFilters } from '../../shared/ui/browse/SearchAndCategoryFilters';
import { BROWSE_REAGENTS_INTRO } from '../../shared/ui/pageIntros';
import { toast } from '../../shared/ui/toast';
import { useBrowseReagentsInfiniteQuery, useCountReagentsQuery, useGetLocationsQuery, type ReagentFilter } from './catalogApi';
import { ReagentCard } from './components/ReagentCard';
import { SaveSearchButton } from './saved-searches/SaveSearchButton';
import { useCategories } from './lib/useCategories';
import './catalog.css';
import { LoadError } from '../../shared/ui/LoadError';

export const NO_REAGENTS_FOUND = 'No reagents found';
export const ERROR_LOADING_REAGENTS = 'Error loading reagents';
export const LOAD_FAILED_TOAST = 'Failed to load reagents. Please try again.';
const ALL = '';

function filterFrom(params: URLSearchParams): ReagentFilter {
  return {
    search: params.get('search') ?? '',
    category: params.get('category') ?? ALL,
    location: params.get('location') ?? ALL,
    // Issue 18: only listings without GHS pictograms; kept in the URL like the other filters.
    noHazardPictograms: params.get('noHazardPictograms') === 'true' ? 'true' : undefined,
    // Issue 18: listings past their expiry date are hidden unless 'Show expired' is ticked.
    showExpired: params.get('showExpired') === 'true' ? 'true' : undefined,
    // Issue 18: only listings with this CAS number; a hand-edited URL with a bad one filters nothing.
    cas: asCasNumber(params.get('cas')) ?? undefined,
  };
}

const showingText = (n: number) => (n === 1 ? 'Showing 1 reagent' : `Showing ${n.toLocaleString()} reagents`);

/** Loads the next page when its sentinel scrolls into view (a Load more button does the same by hand). */
function useLoadMoreOnScroll(enabled: boolean, loadMore: () => void) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: '400px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, loadMore]);
  return sentinel;
}

/** /reagents (spec §2 "Browse Reagents"): server-side search and filters, keyset pages. */
export function BrowseReagentsPage() {
  const { params, setFilter: update, clearFilter } = useUrlFilter();
  const filter = useMemo(() => filterFrom(params), [params]);
  const [searchText, setSearchText, clearSearchText] = useDebouncedFilterText(filter.search, (search) => update({ search }));
  const filtersPanel = useFiltersPanel();

  const { categories, isLoading: categoriesLoading } = useCategories();
  const locations = useGetLocationsQuery();
  const list = useBrowseReagentsInfiniteQuery(filter);
  const count = useCountReagentsQuery(filter);

  useEffect(() => {
    if (list.isError) toast.error(LOAD_FAILED_TOAST);
  }, [list.isError]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useMemo(
    () => () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    [hasNextPage, isFetchingNextPage, fetchNextPage],
  );
  const sentinel = useLoadMoreOnScroll(Boolean(hasNextPage), loadMore);

  const filtering = Boolean(
    filter.search.trim() || filter.category || filter.location || filter.noHazardPictograms || filter.showExpired || filter.cas,
  );
  const clearFilters = () => {
    clearSearchText();
    clearFilter();
  };
  const refresh = () => {
    void list.refetch();
    void count.refetch();
    void locations.refetch();
  };

  const pages = list.data?.pages;
  const reagents = pages?.flatMap((page) => page.items) ?? [];
  // Each page's owners, read in one request per page for the cards' ratings (the route takes up to 100).
  const ownersOfPage = useMemo(
    () => new Map((pages ?? []).flatMap((page) => page.items.map((item) => [item.id, page.items.map((r) => r.owner.id)]))),
    [pages],
  );
  const locationOptions = [
    { value: ALL, label: 'All Locations' },
    ...(locations.data ? [...locations.data.countries, ...locations.data.cities] : []).map((value) => ({ value, label: value })),
  ];

  let content;
  if (list.isLoading || (list.isFetching && !list.data)) {
    content = <ListLoading text="Loading reagents..." />;
  } else if (list.isError && !list.data) {
    content = <LoadError title={ERROR_LOADING_REAGENTS} detail={LOAD_FAILED_TOAST} onRetry={refresh} />;
  } else if (reagents.length === 0) {
    content = (
      <ListEmpty
        title={NO_REAGENTS_FOUND}
        hint={filtering ? 'Try adjusting your search or filters.' : 'No reagents have been listed yet.'}
      />
    );
  } else {
    content = (
      <>
        <ul className="reagent-grid" aria-label="Reagents" aria-busy={list.isFetching}>
          {reagents.map((reagent) => (
            <ReagentCard key={reagent.id} reagent={reagent} ownersOfPage={ownersOfPage.get(reagent.id)} />
          ))}
        </ul>
        <LoadMore hasMore={Boolean(hasNextPage)} loading={isFetchingNextPage} onLoad={loadMore} sentinel={sentinel} />
      </>
    );
  }

  const filters = (
    <>
      <SearchAndCategoryFilters
        idPrefix="reagent"
        searchText={searchText}
        onSearchText={setSearchText}
        category={filter.category}
        onCategory={(category) => update({ category })}
        categories={categories}
        categoriesLoading={categoriesLoading}
      />
      <CasNumberFilter idPrefix="reagent" value={filter.cas ?? ''} onChange={(cas) => update({ cas })} />
      <FilterLabel htmlFor="reagent-location">Location</FilterLabel>
      <Select<string>
        id="reagent-location"
        value={filter.location}
        onChange={(location) => update({ location })}
        options={locationOptions}
        loading={locations.isLoading}
        showSearch={{ optionFilterProp: 'label' }}
      />
      <Checkbox
        id="reagent-no-hazard-pictograms"
        checked={filter.noHazardPictograms === 'true'}
        onChange={(e) => update({ noHazardPictograms: e.target.checked ? 'true' : undefined })}
      >
        {GHS_MESSAGES.noPictogramsFilter}
      </Checkbox>
      <Checkbox
        id="reagent-show-expired"
        checked={filter.showExpired === 'true'}
        onChange={(e) => update({ showExpired: e.target.checked ? 'true' : undefined })}
      >
        {EXPIRY_TEXT.showExpired}
      </Checkbox>
      <Button icon={<ClearOutlined aria-hidden="true" />} onClick={clearFilters} disabled={!filtering && searchText === ''} block>
        Clear Filters
      </Button>
      <SaveSearchButton query={filter} categoryName={categories.find((c) => c.id === filter.category)?.name ?? null} />
    </>
  );

  return (
    <main className="page page--wide">
      <BrowseHeader title={BROWSE_REAGENTS_INTRO.title} lead={BROWSE_REAGENTS_INTRO.lead}>
        {filtersPanel.toggle}
        <RefreshButton onClick={refresh} loading={list.isFetching && !list.isFetchingNextPage} />
      </BrowseHeader>
      <BrowseLayout filters={filtersPanel.visible ? filters : null} sticky>
        {count.data && !list.isError ? (
          <p className="browse-count" aria-live="polite">
            {showingText(count.data.total)}
          </p>
        ) : null}
        {content}
      </BrowseLayout>
    </main>
  );
}
