import { SaveOutlined } from '@ant-design/icons';
import { cleanSavedSearchFilter, SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES as M, type ListingQuery } from '@reagentswap/contracts';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useListSavedSearchesQuery } from './savedSearchesApi';

const SaveSearchDialog = lazy(() => import('./SaveSearchDialog').then((module) => ({ default: module.SaveSearchDialog })));

/**
 * /reagents' 'Save this search' (issue 19 item 2). At the limit the button is disabled and says
 * why; the server refuses a 21st all the same.
 */
export function SaveSearchButton({ query, categoryName }: { query: ListingQuery; categoryName: string | null }) {
  const [open, setOpen] = useState(false);
  const saved = useListSavedSearchesQuery();
  const full = (saved.data?.length ?? 0) >= SAVED_SEARCH_LIMITS.perMember;

  return (
    <>
      <Button icon={<SaveOutlined aria-hidden="true" />} onClick={() => setOpen(true)} disabled={full} block>
        {M.saveButton}
      </Button>
      {full ? <p className="form-field__hint">{M.limitReached}</p> : null}
      {open ? (
        <Suspense fallback={null}>
          <SaveSearchDialog filter={cleanSavedSearchFilter(query)} categoryName={categoryName} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
