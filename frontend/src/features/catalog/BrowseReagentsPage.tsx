import { ClearOutlined, FilterOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Result, Select, Spin, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useIsCompact } from '../../shared/lib/useMediaQuery';
import { toast } from '../../shared/ui/toast';
import { useBrowseReagentsInfiniteQuery, useCountReagentsQuery, useGetLocationsQuery, type ReagentFilter } from './catalogApi';
import { ReagentCard } from './components/ReagentCard';
import { useCategories } from './lib/useCategories';
import './catalog.css';

export const NO_REAGENTS_FOUND = 'No reagents found';
export const ERROR_LOADING_REAGENTS = 'Error loading reagents';
export const LOAD_FAILED_TOAST = 'Failed to load reagents. Please try again.';
const SEARCH_DEBOUNCE_MS = 300;
const ALL = '';

function filterFrom(params: URLSearchParams): ReagentFilter {
  return { search: params.get('search') ?? '', category: params.get('category') ?? ALL, location: params.get('location') ?? ALL };
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
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFrom(params), [params]);
  const [searchText, setSearchText] = useState(filter.search);
  const compact = useIsCompact();
  const [filtersShown, setFiltersShown] = useState(false);

  const { categories, isLoading: categoriesLoading } = useCategories();
  const locations = useGetLocationsQuery();
  const list = useBrowseReagentsInfiniteQuery(filter);
  const count = useCountReagentsQuery(filter);

  const update = (changes: Partial<Record<keyof ReagentFilter, string>>) => {
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

  useEffect(() => {
    if (searchText.trim() === filter.search.trim()) return;
    const timer = window.setTimeout(() => update({ search: searchText.trim() }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `update` only wraps setParams
  }, [searchText, filter.search]);

  useEffect(() => {
    setSearchText((current) => (current.trim() === filter.search.trim() ? current : filter.search));
  }, [filter.search]);

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

  const filtering = Boolean(filter.search.trim() || filter.category || filter.location);
  const clearFilters = () => {
    setSearchText('');
    setParams(new URLSearchParams(), { replace: true });
  };
  const refresh = () => {
    void list.refetch();
    void count.refetch();
    void locations.refetch();
  };

  const reagents = list.data?.pages.flatMap((page) => page.items) ?? [];
  const locationOptions = [
    { value: ALL, label: 'All Locations' },
    ...(locations.data ? [...locations.data.countries, ...locations.data.cities] : []).map((value) => ({ value, label: value })),
  ];

  let content;
  if (list.isLoading || (list.isFetching && !list.data)) {
    content = (
      <div className="catalog-status" role="status">
        <Spin size="large" />
        <p>Loading reagents...</p>
      </div>
    );
  } else if (list.isError && !list.data) {
    content = (
      <Result
        status="error"
        title={<h2 className="result-title">{ERROR_LOADING_REAGENTS}</h2>}
        subTitle={LOAD_FAILED_TOAST}
        extra={
          <Button type="primary" onClick={refresh}>
            Try Again
          </Button>
        }
      />
    );
  } else if (reagents.length === 0) {
    content = (
      <Empty
        className="catalog-empty"
        description={
          <>
            <h2 className="catalog-empty__title">{NO_REAGENTS_FOUND}</h2>
            <p>{filtering ? 'Try adjusting your search or filters.' : 'No reagents have been listed yet.'}</p>
          </>
        }
      />
    );
  } else {
    content = (
      <>
        <ul className="reagent-grid" aria-label="Reagents" aria-busy={list.isFetching}>
          {reagents.map((reagent) => (
            <ReagentCard key={reagent.id} reagent={reagent} />
          ))}
        </ul>
        <div ref={sentinel} className="reagent-grid__more">
          {hasNextPage ? (
            <Button onClick={loadMore} loading={isFetchingNextPage}>
              Load more
            </Button>
          ) : null}
        </div>
      </>
    );
  }

  const filtersVisible = !compact || filtersShown;

  return (
    <main className="page page--wide">
      <header className="page-header catalog-header">
        <div>
          <Typography.Title level={1}>Browse Reagents</Typography.Title>
          <Typography.Paragraph type="secondary">Find reagents other labs are ready to swap.</Typography.Paragraph>
        </div>
        <div className="catalog-header__actions">
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
        </div>
      </header>

      <div className="catalog-layout">
        {filtersVisible ? (
          <aside className="catalog-filters" aria-label="Filters">
            <label className="catalog-filters__label" htmlFor="reagent-search">
              Search
            </label>
            <Input
              id="reagent-search"
              allowClear
              prefix={<SearchOutlined aria-hidden="true" />}
              placeholder="Name, catalog number, description..."
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              maxLength={200}
            />
            <label className="catalog-filters__label" htmlFor="reagent-category">
              Category
            </label>
            <Select<string>
              id="reagent-category"
              value={filter.category}
              onChange={(category) => update({ category })}
              options={[{ value: ALL, label: 'All Categories' }, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
              loading={categoriesLoading}
            />
            <label className="catalog-filters__label" htmlFor="reagent-location">
              Location
            </label>
            <Select<string>
              id="reagent-location"
              value={filter.location}
              onChange={(location) => update({ location })}
              options={locationOptions}
              loading={locations.isLoading}
              showSearch={{ optionFilterProp: 'label' }}
            />
            <Button icon={<ClearOutlined aria-hidden="true" />} onClick={clearFilters} disabled={!filtering && searchText === ''} block>
              Clear Filters
            </Button>
          </aside>
        ) : null}

        <section className="catalog-results" aria-label="Results">
          {count.data && !list.isError ? (
            <p className="catalog-count" aria-live="polite">
              {showingText(count.data.total)}
            </p>
          ) : null}
          {content}
        </section>
      </div>
    </main>
  );
}
