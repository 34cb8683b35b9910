import { Tag } from 'antd';

/**
 * Spec §4 badge colours: pending yellow, approved and accepted green, rejected red, cancelled grey,
 * completed blue. antd's 'gold' is its readable yellow (its 'yellow' tag text fails contrast).
 */
const STATUS_COLOURS: Record<string, string> = {
  pending: 'gold',
  approved: 'green',
  accepted: 'green',
  rejected: 'red',
  cancelled: 'default',
  completed: 'blue',
};

/** "pending" → "Pending"; a status the spec does not list is shown as it came (spec §4: "others shown raw"). */
export function swapStatusLabel(status: string): string {
  return status in STATUS_COLOURS ? status.charAt(0).toUpperCase() + status.slice(1) : status;
}

/** A swap request's status; an unknown status falls back to the pending style (spec §4). */
export function SwapStatusBadge({ status }: { status: string }) {
  return (
    <Tag color={STATUS_COLOURS[status] ?? STATUS_COLOURS.pending} className="swap-status" data-status={status}>
      {swapStatusLabel(status)}
    </Tag>
  );
}
