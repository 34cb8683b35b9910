import { COUNTER_TIMELINE, swapPartyName, type SwapTransitionView } from '@reagentswap/contracts';
import { Timeline } from 'antd';
import { formatDateTime } from '../../../credits';

/** Each transition in words (spec §4; a counter-offer round with its amount, ADR 0027); who did it and when follow. */
const ACTION_LABELS: Record<SwapTransitionView['action'], (transition: SwapTransitionView) => string> = {
  requested: () => 'Swap requested',
  edited: () => 'Request edited',
  approved: () => 'Approved',
  rejected: () => 'Rejected',
  cancelled: () => 'Cancelled',
  shipped: () => 'Marked as shipped',
  completed: () => 'Receipt confirmed, swap completed',
  countered: ({ credits }) => COUNTER_TIMELINE.countered(credits),
  'counter-accepted': ({ credits }) => COUNTER_TIMELINE.counterAccepted(credits),
  'counter-declined': () => COUNTER_TIMELINE.counterDeclined,
  expired: () => COUNTER_TIMELINE.expired,
};

const ACTION_COLOURS: Partial<Record<SwapTransitionView['action'], string>> = {
  approved: 'green',
  rejected: 'red',
  cancelled: 'gray',
  completed: 'blue',
  'counter-accepted': 'green',
  'counter-declined': 'gray',
  expired: 'gray',
};

/** null actor: the system acted (the reagent went to another swap, a member left). */
const actorName = (actor: SwapTransitionView['actor']) => (actor ? swapPartyName(actor) : 'ReagentSwap (automatically)');

/** The swap's audit trail, oldest first: what happened, who did it, when, and the note they left. */
export function SwapTimeline({ transitions }: { transitions: SwapTransitionView[] }) {
  return (
    <Timeline
      className="swap-timeline"
      items={transitions.map((transition, index) => ({
        key: `${transition.at}-${index}`,
        color: ACTION_COLOURS[transition.action] ?? 'blue',
        content: (
          <div className="swap-timeline__item">
            <div>
              <strong>{ACTION_LABELS[transition.action]?.(transition) ?? transition.action}</strong> by {actorName(transition.actor)}
            </div>
            <time dateTime={transition.at} className="swap-timeline__when">
              {formatDateTime(transition.at)}
            </time>
            {transition.note && transition.action !== 'requested' ? <p className="swap-timeline__note">{transition.note}</p> : null}
          </div>
        ),
      }))}
    />
  );
}
