import './notifications.css';
import { Suspense, useState } from 'react';
import { useAppSelector } from '../../../shared/store/hooks';
import { lazyNamed } from '../../../shared/lib/lazyNamed';
import { selectCurrentUser, selectIsAuthenticated } from '../../../shared/session/sessionSlice';
import { pushPromptDismissed } from './pushPromptFlag';
import { PushSubscriptionSync } from './PushSubscriptionSync';

// Only an approved member can be asked: guests never fetch the wizard.
const PushPromptModal = lazyNamed(() => import('./PushPromptModal'), 'PushPromptModal');

/** Service worker, subscription upkeep and the 'Stay Updated Instantly' modal; mounted once in the app layout. */
export function PushPrompts() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectCurrentUser);
  // Mounted from the first moment a member is signed in, and kept: the modal handles a sign-out itself.
  // A browser whose member already answered it never fetches it (issue 15: a chunk and a commit
  // fewer on a returning member's first load); the modal reads the flag again before it asks.
  const [wanted, setWanted] = useState(false);
  if (!wanted && signedIn && user?.approvalStatus === 'approved' && !user.isDeleted && !pushPromptDismissed()) setWanted(true);
  return (
    <>
      <PushSubscriptionSync />
      {wanted ? (
        <Suspense fallback={null}>
          <PushPromptModal />
        </Suspense>
      ) : null}
    </>
  );
}
