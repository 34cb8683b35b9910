// The profile feature's public surface: the settings page (router) and the e-mail check the
// password-reset form shares. The member's own profile data is shared/api/profileApi.
import { lazyNamed } from '../../shared/lib/lazyNamed';

// Pages are chunks of their own, fetched when first shown (shared/lib/lazyNamed).
export const ProfileSettingsPage = lazyNamed(() => import('./ProfileSettingsPage'), 'ProfileSettingsPage');

export { validateEmail } from './validation';
