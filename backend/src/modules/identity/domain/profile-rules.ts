// The settings forms' rules and messages are shared with the browser (@reagentswap/contracts);
// this module adds how the server stores and shows the values.
import { normaliseUrl } from '@reagentswap/contracts';

export {
  changePasswordProblems,
  emailProblems,
  normaliseUrl,
  PROFILE_MESSAGES,
  SETTINGS_PASSWORD_MIN_LENGTH,
  type UrlResult,
} from '@reagentswap/contracts';

/** Public profiles show stored links with the same treatment; a link that cannot be made valid is hidden. */
export function publicUrl(stored: string | null | undefined): string | null {
  const result = normaliseUrl(stored);
  return result.ok ? result.value : null;
}

/** Expertise is comma-separated text (spec §3): items trimmed, empty items dropped, one ", " between them. */
export function normaliseExpertise(input: string | null | undefined): string | null {
  const items = splitExpertise(input);
  return items.length ? items.join(', ') : null;
}

export function splitExpertise(input: string | null | undefined): string[] {
  return (input ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
