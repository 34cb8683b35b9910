import { DEFAULT_CATEGORIES, type CategoryView } from '@reagentswap/contracts';
import { useEffect } from 'react';
import { toast } from '../../../shared/ui/toast';
import { useGetCategoriesQuery } from '../catalogApi';

export const CATEGORIES_FALLBACK_NOTICE = 'Failed to load categories. Using default values';

/** The categories, or the spec's default list when they cannot be loaded (spec §3, §8). */
export function useCategories(): { categories: CategoryView[]; isLoading: boolean; usingDefaults: boolean } {
  const query = useGetCategoriesQuery(undefined, { refetchOnFocus: false });
  const usingDefaults = query.isError || (query.isSuccess && query.data.length === 0);
  useEffect(() => {
    if (usingDefaults) toast.warning(CATEGORIES_FALLBACK_NOTICE);
  }, [usingDefaults]);
  return {
    categories: usingDefaults ? [...DEFAULT_CATEGORIES] : (query.data ?? []),
    isLoading: query.isLoading,
    usingDefaults,
  };
}
