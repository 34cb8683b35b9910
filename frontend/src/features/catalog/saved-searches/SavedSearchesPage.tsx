import { SearchOutlined } from '@ant-design/icons';
import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES as M } from '@reagentswap/contracts';
import { BrowseHeader } from '../../../shared/ui/browse/BrowseLayout';
import { ListEmpty, ListLoading } from '../../../shared/ui/browse/ListStates';
import { ButtonLink } from '../../../shared/ui/ButtonLink';
import { LoadError } from '../../../shared/ui/LoadError';
import { SavedSearchItem } from './SavedSearchItem';
import { useListSavedSearchesQuery } from './savedSearchesApi';
import './savedSearches.css';

/** /saved-searches (issue 19 item 2): the member's saved searches — run, rename, delete. */
export function SavedSearchesPage() {
  const list = useListSavedSearchesQuery();

  let content;
  if (list.isLoading) {
    content = <ListLoading text={M.loading} />;
  } else if (list.isError || !list.data) {
    content = <LoadError title={M.loadFailed} detail={M.loadFailed} onRetry={() => void list.refetch()} />;
  } else if (list.data.length === 0) {
    content = (
      <ListEmpty
        title={M.empty}
        hint={
          <>
            {M.emptyHint}{' '}
            <ButtonLink type="link" to="/reagents">
              {M.browse}
            </ButtonLink>
          </>
        }
      />
    );
  } else {
    content = (
      <>
        <p className="saved-searches__count">
          {list.data.length} of {SAVED_SEARCH_LIMITS.perMember}
        </p>
        <ul className="saved-searches" aria-label={M.pageTitle} aria-busy={list.isFetching}>
          {list.data.map((search) => (
            <SavedSearchItem key={search.id} search={search} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <main className="page">
      <BrowseHeader title={M.pageTitle} lead={M.pageLead}>
        <ButtonLink to="/reagents" icon={<SearchOutlined aria-hidden="true" />}>
          {M.browse}
        </ButtonLink>
      </BrowseHeader>
      {content}
    </main>
  );
}
