// The profile feature's public surface: the settings page (router) and the e-mail check the
// password-reset form shares. The member's own profile data is shared/api/profileApi.
export { ProfileSettingsPage } from './ProfileSettingsPage';
export { validateEmail } from './validation';
