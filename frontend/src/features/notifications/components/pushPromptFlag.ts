import { readLocalFlag } from '../../../shared/lib/localFlags';

/** Set in local storage once the member answered or closed the push wizard on this browser (spec §4). */
export const PUSH_PROMPT_DISMISSED_KEY = 'push-prompt-dismissed';

export const pushPromptDismissed = (): boolean => readLocalFlag(PUSH_PROMPT_DISMISSED_KEY);
