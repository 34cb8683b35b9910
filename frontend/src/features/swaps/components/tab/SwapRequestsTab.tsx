import { Alert, Button, Empty, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { ListLoading } from '../../../../shared/ui/browse/ListStates';
import { useSwapCounts } from '../../lib/usePendingSwapCount';
import type { SwapBox, SwapCountsView, SwapRequestView } from '../../swapsApi';
import { CancelSwapDialog } from '../dialogs/CancelSwapDialog';
import { DecisionDialog } from '../dialogs/DecisionDialog';
import { EditSwapRequestDialog } from '../dialogs/EditSwapRequestDialog';
import type { SwapCardAction } from './SwapRequestCard';
import { SwapRequestSection } from './SwapRequestSection';
import './swapRequestsTab.css';

/** Spec §8 "My Reagents": the banner over the tab (the toast is SWAP_MESSAGES.loadFailed). */
export const SWAP_REQUESTS_LOAD_FAILED = 'Failed to load swap requests. Please try again.';

const EMPTY: Record<SwapBox, string> = {
  received: "You haven't received any swap requests yet.",
  sent: "You haven't sent any swap requests yet.",
};

/** 'Pending Requests' / 'Past Sent Requests' (spec §2: 'Pending [Sent] Requests (n)'). */
const sectionTitle = (box: SwapBox, section: 'Pending' | 'Past') => `${section} ${box === 'sent' ? 'Sent ' : ''}Requests`;

const totalOf = (counts: SwapCountsView | undefined, box: SwapBox) => (counts ? counts[box].pending + counts[box].past : undefined);

interface BoxProps {
  box: SwapBox;
  counts: SwapCountsView | undefined;
  onAction: (action: SwapCardAction, swap: SwapRequestView) => void;
  onError: () => void;
}

/** One sub-tab: its pending section, then its past one; the empty state when it has none at all. */
function SwapBoxPanel({ box, counts, onAction, onError }: BoxProps) {
  if (totalOf(counts, box) === 0) return <Empty className="swap-box__empty" description={EMPTY[box]} />;
  return (
    <div className="swap-box">
      <SwapRequestSection
        box={box}
        section="pending"
        title={sectionTitle(box, 'Pending')}
        count={counts?.[box].pending}
        onAction={onAction}
        onError={onError}
      />
      <SwapRequestSection
        box={box}
        section="past"
        title={sectionTitle(box, 'Past')}
        count={counts?.[box].past}
        onAction={onAction}
        onError={onError}
      />
    </div>
  );
}

type OpenDialog = { action: SwapCardAction; swap: SwapRequestView } | null;

interface SwapRequestsTabProps {
  /** The load failed: show the banner (My Reagents' Refresh, or Try Again here, clears it). */
  failed: boolean;
  onError: () => void;
  onRetry: () => void;
}

/**
 * The Swap Requests tab of My Reagents (spec §2): sub-tabs Received Requests (n) and Sent
 * Requests (n), each with its pending and past sections, and the dialogs their cards open.
 */
export function SwapRequestsTab({ failed, onError, onRetry }: SwapRequestsTabProps) {
  const counts = useSwapCounts({ refetchOnMount: true });
  const [box, setBox] = useState<SwapBox>('received');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const open = (action: SwapCardAction, swap: SwapRequestView) => setDialog({ action, swap });
  const swapFor = (action: SwapCardAction) => (dialog?.action === action ? dialog.swap : null);

  useEffect(() => {
    if (counts.isError) onError();
  }, [counts.isError, onError]);

  const label = (which: SwapBox, text: string) => {
    const total = totalOf(counts.data, which);
    return total === undefined ? text : `${text} (${total})`;
  };

  return (
    <div className="swap-requests-tab">
      {failed ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="swap-requests-tab__banner"
          title={SWAP_REQUESTS_LOAD_FAILED}
          action={
            <Button size="small" onClick={onRetry}>
              Try Again
            </Button>
          }
        />
      ) : null}
      {counts.isLoading ? (
        <ListLoading text="Loading swap requests..." />
      ) : (
        <Tabs
          activeKey={box}
          onChange={(key) => setBox(key as SwapBox)}
          destroyOnHidden
          items={[
            {
              key: 'received',
              label: label('received', 'Received Requests'),
              children: <SwapBoxPanel box="received" counts={counts.data} onAction={open} onError={onError} />,
            },
            {
              key: 'sent',
              label: label('sent', 'Sent Requests'),
              children: <SwapBoxPanel box="sent" counts={counts.data} onAction={open} onError={onError} />,
            },
          ]}
        />
      )}
      <DecisionDialog swap={swapFor('approve')} decision="approve" onClose={close} />
      <DecisionDialog swap={swapFor('reject')} decision="reject" onClose={close} />
      <EditSwapRequestDialog swap={swapFor('edit')} onClose={close} />
      <CancelSwapDialog swap={swapFor('cancel')} onClose={close} />
    </div>
  );
}
