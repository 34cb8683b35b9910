// The pwa feature's public surface: the install prompts, the install steps, and what the other
// prompts need to know about the platform so that no two dialogs open at once.
export { InstallPrompts } from './components/InstallPrompts';
export { InstallSteps } from './components/InstallSteps';
export { mobileInstallDialogWasShown, PWA_PROMPT_DISMISSED_KEY } from './components/MobileInstallDialog';
export { detectMobilePlatform, isStandalone, mayPromptUnsolicited, type MobilePlatform } from './platform';
export { keepEarlyInstallOffer } from './installOffer';
