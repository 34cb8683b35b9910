import { ArrowLeftOutlined, ClearOutlined, SearchOutlined, TeamOutlined } from '@ant-design/icons';
import { COMMUNITY_SEARCH_MAX_LENGTH } from '@reagentswap/contracts';
import { Button, Empty, Input, Pagination, Result, Select, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../shared/session/sessionSlice';
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

export const COMMUNITY_PAGE_SIZE = 24;
export const SEARCH_DEBOUNCE_MS = 300;
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
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFrom(params), [params]);
  const [searchText, setSearchText] = useState(filter.search);

  const filters = useGetCommunityFiltersQuery();
  const list = useListCommunityQuery(filter);

  const update = (changes: Partial<Record<'search' | 'country' | 'university' | 'expertise', string>>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          const isAll = value === '' || value === ALL_COUNTRIES || value === ALL_UNIVERSITIES || value === ALL_EXPERTISE;
          if (isAll) next.delete(key);
          else next.set(key, value);
        }
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  // Debounced search: the URL (and so the query) follows the box once typing pauses.
  useEffect(() => {
    if (searchText.trim() === filter.search.trim()) return;
    const timer = window.setTimeout(() => update({ search: searchText.trim() }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `update` only wraps setParams
  }, [searchText, filter.search]);

  // Back/forward to another filter: the box shows that filter's search text.
  useEffect(() => {
    setSearchText((current) => (current.trim() === filter.search.trim() ? current : filter.search));
  }, [filter.search]);

  useEffect(() => {
    if (list.isError) toast.error(COMMUNITY_LOAD_FAILED);
  }, [list.isError]);

  const filtering =
    filter.search.trim() !== '' ||
    filter.country !== ALL_COUNTRIES ||
    filter.university !== ALL_UNIVERSITIES ||
    filter.expertise !== ALL_EXPERTISE;

  const clearFilters = () => {
    setSearchText('');
    setParams(new URLSearchParams(), { replace: true });
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
    content = (
      <div className="community-status" role="status">
        <Spin size="large" />
        <p>Loading community...</p>
      </div>
    );
  } else if (list.isError && !data) {
    content = (
      <Result
        status="error"
        title={<h2 className="result-title">{COMMUNITY_LOAD_FAILED}</h2>}
        subTitle="Please check your connection and try again."
        extra={
          <Button type="primary" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        }
      />
    );
  } else if (!data || data.items.length === 0) {
    content = (
      <Empty
        className="community-empty"
        image={<TeamOutlined className="community-empty__icon" aria-hidden="true" />}
        description={
          <>
            <h2 className="community-empty__title">No users found</h2>
            <p>{filtering ? 'Try adjusting your filters to see more results' : 'There are no users in the community yet.'}</p>
          </>
        }
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
