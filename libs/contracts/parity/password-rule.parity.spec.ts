/**
 * The registration password rule gives the same verdict in the browser and on the server (issue 7:
 * the two had drifted, ASCII on one side and Unicode on the other). The browser side is the
 * registration form's validation module; the server side is what POST /api/auth/register runs
 * before creating an account: the global validation pipe on RegisterDto, then the registration
 * rules in the command handler. Both must also match the expected verdict of each row.
 */
import 'reflect-metadata';
import { validateNewPassword, validateRegister } from '../../../frontend/src/features/auth/validation.js';
import { registrationProblems } from '../../../backend/src/modules/identity/domain/registration-rules.js';
import { RegisterDto } from '../../../backend/src/modules/identity/http/dtos/auth.dtos.js';
import { validationPipe } from '../../../backend/src/shared/errors/validation.pipe.js';

const TOO_SHORT = 'Password must be at least 8 characters';
const NO_UPPERCASE = 'Password must contain at least one uppercase letter';
const NO_SPECIAL = 'Password must contain at least one special character';

// [password, the first problem the user must see (null: accepted), why the row is tricky]
const rows: [string, string | null, string][] = [
  ['Abcdefg!', null, 'exactly 8 characters'],
  ['Abcdef!', TOO_SHORT, '7 characters'],
  ['Abcdefgé', NO_SPECIAL, "'é' is a letter, not a special character"],
  ['Émilie123!', null, "'É' is an upper-case letter"],
  ['émilie123!', NO_UPPERCASE, "'é' is lower case"],
  ['E\u0301milie12', NO_SPECIAL, 'É typed as E + combining accent: the accent belongs to its letter'],
  ['E\u0301milie1!', null, 'decomposed É, with a special character'],
  ['Abcdef😀', TOO_SHORT, 'an emoji is one character (two UTF-16 units): 7 characters'],
  ['Abcdefg😀', null, 'an emoji is a special character'],
  ['Abcd efg', NO_SPECIAL, 'a space is not a special character'],
  ['Abcd efg!', null, 'spaces are allowed'],
  ['Abcdefg\u00a0', NO_SPECIAL, 'a no-break space is whitespace, not special'],
  ['Abcdefg\t', NO_SPECIAL, 'a tab is whitespace, not special'],
  ['       ', TOO_SHORT, 'seven spaces'],
  ['        ', NO_UPPERCASE, 'eight spaces'],
  ['abcdefg!', NO_UPPERCASE, 'no upper-case letter'],
  ['ÀÉÎÕÜ123', NO_SPECIAL, 'accented capitals and digits only'],
  ['Σίσυφος!1', null, 'a Greek capital'],
  ['Пароль12#', null, 'a Cyrillic capital'],
  ['ABCDEFG1', NO_SPECIAL, 'digits are not special'],
  ['Abcdefg_', null, 'punctuation is special'],
  ['Abcdefg٣', NO_SPECIAL, 'an Arabic-Indic digit is a digit'],
];

const otherFields = { email: 'ada@uni.edu', username: 'ada', universityId: 'u-1', labId: 'l-1', acceptTerms: true };

/** The first password problem the server reports for a registration with this password, or null. */
async function serverVerdict(password: string): Promise<string | null> {
  const body = { ...otherFields, password, confirmPassword: password };
  let dto: RegisterDto;
  try {
    dto = (await validationPipe.transform(body, { type: 'body', metatype: RegisterDto })) as RegisterDto;
  } catch (error) {
    return (error as Error).message;
  }
  return registrationProblems(dto)[0]?.message ?? null;
}

describe('the registration password rule, browser and server', () => {
  it.each(rows)('%j → %s (%s)', async (password, expected) => {
    const browser = validateNewPassword(password, password);
    const browserForm = validateRegister({ ...otherFields, password, confirmPassword: password });
    const server = await serverVerdict(password);

    expect({ browser, browserForm, server }).toEqual({ browser: expected, browserForm: expected, server: expected });
  });
});
