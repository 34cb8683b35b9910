import { ArrowLeftOutlined, ClearOutlined, SearchOutlined, TeamOutlined } from '@ant-design/icons';
import { COMMUNITY_SEARCH_MAX_LENGTH } from '@reagentswap/contracts';
import { Button, Input, Pagination, Select, Spin, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { useDebouncedFilterText, useUrlFilter } from '../../shared/lib/useUrlFilter';
import { selectCurrentUser } from '../../shared/session/sessionSlice';
import { ListEmpty, ListLoading } from '../../shared/ui/browse/ListStates';
import { toast } from '../../shared/ui/toast';
import {
  ALL_COUNTRIES,
  ALL_EXPERTISE,
  ALL_UNIVERSITIES,
  useGetCommunityFiltersQuery,
  useListCommunityQuery,
  type CommunityFilter,
} from './communityApi';
import { MemberCard } from './components/MemberCard';
import './community.css';
import { LoadError } from '../../shared/ui/LoadError';

export const COMMUNITY_PAGE_SIZE = 24;
export const COMMUNITY_LOAD_FAILED = 'Failed to load community profiles';

/** The filter lives in the URL (?search=&country=&university=&expertise=&page=), so it survives
 * opening a profile and coming back, and can be shared. */
function filterFrom(params: URLSearchParams): CommunityFilter {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    search: params.get('search') ?? '',
    country: params.get('country') || ALL_COUNTRIES,
    university: params.get('university') || ALL_UNIVERSITIES,
    expertise: params.get('expertise') || ALL_EXPERTISE,
    page: Number.isFinite(page) && page > 0 ? page : 1,
    pageSize: COMMUNITY_PAGE_SIZE,
  };
}

function optionsOf(values: string[] | undefined, allValue: string, allLabel: string, selected: string) {
  const list = values ?? [];
  // A value from the URL that no member has (any more) stays selectable, so the select shows it.
  const withSelected = selected !== allValue && !list.includes(selected) ? [...list, selected] : list;
  return [{ value: allValue, label: allLabel }, ...withSelected.map((value) => ({ value, label: value }))];
}

export function CommunityPage() {
  const user = useAppSelector(selectCurrentUser);
  const {
    params,
    setParams,
    setFilter: update,
    clearFilter,
  } = useUrlFilter({
    unsetValues: [ALL_COUNTRIES, ALL_UNIVERSITIES, ALL_EXPERTISE],
    resetKeys: ['page'],
  });
  const filter = useMemo(() => filterFrom(params), [params]);
  const [searchText, setSearchText, clearSearchText] = useDebouncedFilterText(filter.search, (search) => update({ search }));

  const filters = useGetCommunityFiltersQuery();
  const list = useListCommunityQuery(filter);

  useEffect(() => {
    if (list.isError) toast.error(COMMUNITY_LOAD_FAILED);
  }, [list.isError]);

  const filtering =
    filter.search.trim() !== '' ||
    filter.country !== ALL_COUNTRIES ||
    filter.university !== ALL_UNIVERSITIES ||
    filter.expertise !== ALL_EXPERTISE;

  const clearFilters = () => {
    clearSearchText();
    clearFilter();
  };

  const goToPage = (page: number) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
      return next;
    });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const data = list.data;
  let content;
  if (list.isLoading || (list.isFetching && !data)) {
    content = <ListLoading text="Loading community..." />;
  } else if (list.isError && !data) {
    content = (
      <LoadError title={COMMUNITY_LOAD_FAILED} detail="Please check your connection and try again." onRetry={() => void list.refetch()} />
    );
  } else if (!data || data.items.length === 0) {
    content = (
      <ListEmpty
        className="community-empty"
        image={<TeamOutlined className="community-empty__icon" aria-hidden="true" />}
        title="No users found"
        hint={filtering ? 'Try adjusting your filters to see more results' : 'There are no users in the community yet.'}
      />
    );
  } else {
    content = (
      <>
        <p className="community-count" aria-live="polite">
          {data.total === 1 ? '1 member' : `${data.total} members`}
          {list.isFetching ? <Spin size="small" className="community-count__spin" /> : null}
        </p>
        <ul className="community-grid" aria-label="Community members" aria-busy={list.isFetching}>
          {data.items.map((member) => (
            <MemberCard key={member.id} member={member} isSelf={member.id === user?.id} />
          ))}
        </ul>
        {data.total > data.pageSize ? (
          <Pagination
            className="community-pagination"
            current={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onChange={goToPage}
            showSizeChanger={false}
            align="center"
          />
        ) : null}
      </>
    );
  }

  return (
    <main className="page">
      <Link to="/dashboard" className="back-link">
        <ArrowLeftOutlined aria-hidden="true" /> Back to Dashboard
      </Link>
      <header className="page-header">
        <Typography.Title level={1}>Community</Typography.Title>
        <Typography.Paragraph type="secondary">Find researchers and labs to swap reagents and share expertise with.</Typography.Paragraph>
      </header>

      <section className="community-toolbar" aria-label="Search and filters">
        <Input
          className="community-toolbar__search"
          allowClear
          prefix={<SearchOutlined aria-hidden="true" />}
          placeholder="Search by name, lab, university, expertise..."
          aria-label="Search members"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          maxLength={COMMUNITY_SEARCH_MAX_LENGTH}
        />
        <Select<string>
          className="community-toolbar__filter"
          aria-label="Country"
          value={filter.country}
          onChange={(country) => update({ country })}
          options={optionsOf(filters.data?.countries, ALL_COUNTRIES, 'All Countries', filter.country)}
          loading={filters.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
        />
        <Select<string>
          className="community-toolbar__filter"
          aria-label="University"
          value={filter.university}
          onChange={(university) => update({ university })}
          options={optionsOf(filters.data?.universities, ALL_UNIVERSITIES, 'All Universities', filter.university)}
          loading={filters.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
        />
        <Select<string>
          className="community-toolbar__filter"
          aria-label="Expertise"
          value={filter.expertise}
          onChange={(expertise) => update({ expertise })}
          options={optionsOf(filters.data?.expertise, ALL_EXPERTISE, 'All Expertise', filter.expertise)}
          loading={filters.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
        />
        <Button icon={<ClearOutlined aria-hidden="true" />} onClick={clearFilters} disabled={!filtering && searchText === ''}>
          Clear Filters
        </Button>
      </section>

      {content}
    </main>
  );
}
