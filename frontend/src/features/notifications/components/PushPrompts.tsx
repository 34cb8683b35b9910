import './notifications.css';
import { PushPromptModal } from './PushPromptModal';
import { PushSubscriptionSync } from './PushSubscriptionSync';

/** Service worker, subscription upkeep and the 'Stay Updated Instantly' modal; mounted once in the app layout. */
export function PushPrompts() {
  return (
    <>
      <PushSubscriptionSync />
      <PushPromptModal />
    </>
  );
}
