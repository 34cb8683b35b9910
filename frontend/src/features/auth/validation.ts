/**
 * Client-side checks of the sign-in and registration forms: the rules the server applies, from the
 * shared contracts (one definition). Each returns the first failing message in the spec's order
 * (§5), or null. Free of React so the rule-parity test can run it next to the server's.
 */
import { loginProblems, passwordProblems, registrationProblems } from '@reagentswap/contracts';

export { PASSWORD_HINT } from '@reagentswap/contracts';

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin(values: LoginValues): string | null {
  return loginProblems(values)[0]?.message ?? null;
}

export interface RegisterValues {
  email: string;
  username: string;
  universityId: string | null;
  labId: string | null;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export function validateRegister(values: RegisterValues): string | null {
  return registrationProblems(values)[0]?.message ?? null;
}

/** The registration password rules, also used when a forgotten password is reset. */
export function validateNewPassword(password: string, confirmPassword: string): string | null {
  return passwordProblems(password, confirmPassword)[0]?.message ?? null;
}
