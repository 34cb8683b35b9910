import { useEffect } from 'react';
import { ListLoading, LoadMore } from '../../../../shared/ui/browse/ListStates';
import type { SwapRequestView } from '../../swapsApi';
import { SwapRequestCard, type SwapCardAction } from './SwapRequestCard';
import { swapsOf, useListSwapRequestPagesInfiniteQuery, type SwapListSection } from './swapListPages';

interface SwapRequestSectionProps extends SwapListSection {
  /** 'Pending Requests', 'Past Sent Requests', … */
  title: string;
  /** The section's size from the counts (the heading's "(n)"). */
  count: number | undefined;
  onAction: (action: SwapCardAction, swap: SwapRequestView) => void;
  onError: () => void;
}

/**
 * One section of a sub-tab (spec §2): its heading with the count, then its cards in a grid of
 * 1–2 columns (pending) or 1–3 (past), a page at a time with Load more.
 */
export function SwapRequestSection({ box, section, title, count, onAction, onError }: SwapRequestSectionProps) {
  // Opening the tab shows the requests as they are now: the other party may have acted meanwhile.
  const list = useListSwapRequestPagesInfiniteQuery({ box, section }, { refetchOnMountOrArgChange: true });
  const swaps = swapsOf(list.data?.pages);
  const headingId = `swap-section-${box}-${section}`;

  useEffect(() => {
    if (list.isError) onError();
  }, [list.isError, onError]);

  let body;
  if (list.isLoading) body = <ListLoading text="Loading swap requests..." />;
  else if (list.isError && !list.data) body = null;
  else if (swaps.length === 0) body = <p className="swap-section__none">No {section} requests.</p>;
  else {
    body = (
      <>
        <ul className={`swap-grid swap-grid--${section}`} aria-labelledby={headingId}>
          {swaps.map((swap) => (
            <SwapRequestCard key={swap.id} swap={swap} box={box} onAction={onAction} />
          ))}
        </ul>
        <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoad={() => void list.fetchNextPage()} />
      </>
    );
  }

  return (
    <section className="swap-section" aria-labelledby={headingId} data-testid={`swap-section-${box}-${section}`}>
      <h2 id={headingId} className="swap-section__title">
        {title} ({count ?? swaps.length})
      </h2>
      {body}
    </section>
  );
}
