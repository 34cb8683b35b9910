// The notifications feature's public surface: web push in this browser (permission, subscription,
// the Enable flow) and the prompts and card other screens show.
export { EnablePushCard } from './components/EnablePushCard';
export { PushPrompts } from './components/PushPrompts';
export { detachPushSubscription, PUSH_MESSAGES, readPushPermission, subscribeThisBrowser } from './push';
export { useEnablePush, usePushPermission } from './usePush';
