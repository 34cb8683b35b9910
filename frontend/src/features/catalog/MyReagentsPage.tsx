import { PlusOutlined } from '@ant-design/icons';
import { CATALOG_MESSAGES, EXPIRY_RULES, EXPIRY_TEXT } from '@reagentswap/contracts';
import { Alert, Badge, Checkbox, Empty, Tabs } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { getApiErrorInfo } from '../../shared/api/problem';
import { useIsCompact } from '../../shared/lib/useMediaQuery';
import { selectCurrentUser } from '../../shared/session/sessionSlice';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { MY_REAGENTS_INTRO } from '../../shared/ui/pageIntros';
import { ExportMyReagentsButton } from './components/ExportMyReagentsButton';
import { BrowseHeader, RefreshButton } from '../../shared/ui/browse/BrowseLayout';
import { ListLoading, LoadMore } from '../../shared/ui/browse/ListStates';
import { toast } from '../../shared/ui/toast';
import {
  invalidateMyReagents,
  useGetMyReagentCountsQuery,
  useListMyReagentsInfiniteQuery,
  useReactivateReagentMutation,
  useRemoveReagentMutation,
  type MyReagentsList,
  type MyReagentsTab,
  type ReagentView,
} from './catalogApi';
import { MyReagentCard } from './components/MyReagentCard';
import './catalog.css';

/** Spec §9: data loads 0.5 s after the user is known. */
export const INITIAL_LOAD_DELAY_MS = 500;
export const MY_REAGENTS_MESSAGES = {
  loadFailedBanner: 'Failed to load reagents. Please try again.',
  loadFailedToast: 'Failed to load your reagents',
  refreshing: 'Refreshing data...',
  removeFailed: 'Failed to remove reagent',
  reactivateFailed: 'Failed to reactivate reagent',
} as const;

type Tab = MyReagentsTab | 'swap-requests';
const TABS: readonly Tab[] = ['available', 'removed', 'swap-requests'];
const tabOf = (value: string | null): Tab => (TABS.includes(value as Tab) ? (value as Tab) : 'available');

function ReagentList({ tab, ready, onError }: { tab: MyReagentsList; ready: boolean; onError: () => void }) {
  const list = useListMyReagentsInfiniteQuery(tab, { skip: !ready });
  const [remove] = useRemoveReagentMutation();
  const [reactivate] = useReactivateReagentMutation();
  const [busyId, setBusyId] = useState<string | null>(null);

  useEffect(() => {
    if (list.isError) onError();
  }, [list.isError, onError]);

  const act = async (reagent: ReagentView, action: 'remove' | 'reactivate') => {
    setBusyId(reagent.id);
    try {
      await (action === 'remove' ? remove(reagent.id) : reactivate(reagent.id)).unwrap();
      toast.success(action === 'remove' ? CATALOG_MESSAGES.removed : CATALOG_MESSAGES.reactivated);
    } catch (error) {
      // The server's message when it has one (e.g. the reagent is part of pending swap requests).
      const fallback = action === 'remove' ? MY_REAGENTS_MESSAGES.removeFailed : MY_REAGENTS_MESSAGES.reactivateFailed;
      toast.error(getApiErrorInfo(error).message ?? fallback);
    } finally {
      setBusyId(null);
    }
  };

  const reagents = list.data?.pages.flatMap((page) => page.items) ?? [];
  if (!ready || list.isLoading) {
    return <ListLoading text="Loading your reagents..." />;
  }
  if (list.isError && !list.data) return null;
  if (reagents.length === 0) {
    if (tab === 'expiring-soon')
      return <Empty description={`None of your reagents expires within ${EXPIRY_RULES.expiringSoonDays} days.`} />;
    return tab === 'available' ? (
      <Empty description="You haven't listed any reagents yet.">
        <ButtonLink type="primary" to="/upload" icon={<PlusOutlined aria-hidden="true" />}>
          Upload a Reagent
        </ButtonLink>
      </Empty>
    ) : (
      <Empty description="No removed reagents." />
    );
  }
  return (
    <>
      <ul className="reagent-grid" aria-label={tab === 'removed' ? 'Removed reagents' : 'Available reagents'}>
        {reagents.map((reagent) => (
          <MyReagentCard
            key={reagent.id}
            reagent={reagent}
            busy={busyId === reagent.id}
            onRemove={(r) => void act(r, 'remove')}
            onReactivate={(r) => void act(r, 'reactivate')}
          />
        ))}
      </ul>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoad={() => void list.fetchNextPage()} />
    </>
  );
}

/**
 * The Swap Requests tab belongs to the swaps feature, which depends on catalog (not the reverse):
 * the router hands it in (app/MyReagentsRoute.tsx).
 */
export interface SwapRequestsSlot {
  /** The tab's content. */
  content: ReactNode;
  /** The tab's badge: pending requests for my reagents (spec §2). */
  pendingCount?: number;
  /** Refresh reloads the swap requests too (spec §2). */
  onRefresh?: () => void;
}

/** /my-reagents (spec §2 "My Reagents"): Available, Removed and Swap Requests tabs. */
export function MyReagentsPage({ swapRequests }: { swapRequests: SwapRequestsSlot }) {
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const compact = useIsCompact();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  // The Available tab's 'Expiring soon' filter, kept in the URL like the tab.
  const expiringSoon = params.get('expiring') === 'soon';
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const counts = useGetMyReagentCountsQuery(undefined, { skip: !ready });

  useEffect(() => {
    if (!user) return;
    const timer = window.setTimeout(() => setReady(true), INITIAL_LOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [user]);

  const onError = useCallback(() => {
    setFailed(true);
    toast.error(MY_REAGENTS_MESSAGES.loadFailedToast);
  }, []);

  // Reloads every list and count of this page that is on screen, and the swap requests.
  const refresh = () => {
    setFailed(false);
    toast.info(MY_REAGENTS_MESSAGES.refreshing, 'my-reagents-refresh');
    dispatch(invalidateMyReagents());
    swapRequests.onRefresh?.();
  };

  const selectTab = (key: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'available') next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  };

  const setExpiringSoon = (on: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set('expiring', 'soon');
        else next.delete('expiring');
        return next;
      },
      { replace: true },
    );

  const total = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);
  return (
    <main className="page">
      <BrowseHeader title={MY_REAGENTS_INTRO.title}>
        <RefreshButton onClick={refresh} loading={counts.isFetching && ready} />
        <ExportMyReagentsButton />
        <ButtonLink type="primary" to="/reagents/new" icon={<PlusOutlined aria-hidden="true" />}>
          Upload Reagent
        </ButtonLink>
      </BrowseHeader>
      {failed ? <Alert type="error" showIcon message={MY_REAGENTS_MESSAGES.loadFailedBanner} className="catalog-banner" /> : null}
      <Tabs
        activeKey={tab}
        onChange={selectTab}
        destroyOnHidden
        // At 375 px the default gutter pushes 'Swap Requests' into the overflow menu.
        tabBarGutter={compact ? 16 : undefined}
        items={[
          {
            key: 'available',
            label: `Available${total(counts.data?.available)}`,
            children: (
              <>
                <Checkbox className="my-reagents__filter" checked={expiringSoon} onChange={(e) => setExpiringSoon(e.target.checked)}>
                  {EXPIRY_TEXT.expiringSoonFilter}
                </Checkbox>
                <ReagentList tab={expiringSoon ? 'expiring-soon' : 'available'} ready={ready} onError={onError} />
              </>
            ),
          },
          {
            key: 'removed',
            label: (
              <span>
                Removed <Badge count={counts.data?.removed ?? 0} showZero color="#8c8c8c" />
              </span>
            ),
            children: <ReagentList tab="removed" ready={ready} onError={onError} />,
          },
          {
            key: 'swap-requests',
            label: (
              <span>
                Swap Requests <Badge count={swapRequests.pendingCount ?? 0} showZero color="#d4b106" />
              </span>
            ),
            children: ready ? swapRequests.content : <ListLoading text="Loading swap requests..." />,
          },
        ]}
      />
    </main>
  );
}
