// The rules the registration form and the server both apply (fields, order, messages) are defined
// once in @reagentswap/contracts; this module adds what only the server does with an account.
export {
  EMAIL_PATTERN,
  passwordProblems,
  REGISTRATION_MESSAGES,
  registrationProblems,
  type RegistrationInput,
} from '@reagentswap/contracts';

/** The spec's default profile: username is the part of the e-mail before the @. */
export function defaultUsername(email: string): string {
  return email.split('@')[0] ?? email;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
