import { defaultUsername, passwordProblems, registrationProblems } from './registration-rules.js';

describe('registration rules', () => {
  const valid = {
    email: 'a@b.co',
    username: 'A',
    universityId: 'u',
    labId: 'l',
    password: 'Abcdefg!',
    confirmPassword: 'Abcdefg!',
    acceptTerms: true,
  };

  it('accepts a complete registration', () => {
    expect(registrationProblems(valid)).toEqual([]);
  });

  it('reports every problem in the order of spec §5', () => {
    expect(registrationProblems({}).map((p) => p.message)).toEqual([
      'Email is required',
      'Username is required',
      'Please select a university',
      'Please select a lab',
      'Password must be at least 8 characters',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one special character',
      'You must agree to the Terms & Conditions and Privacy Policy',
    ]);
  });

  it('rejects a malformed e-mail', () => {
    expect(registrationProblems({ ...valid, email: 'not-an-email' })[0]?.message).toBe('Please enter a valid email address');
  });

  it('requires matching passwords', () => {
    expect(passwordProblems('Abcdefg!', 'Abcdefg?').map((p) => p.message)).toEqual(['Passwords do not match']);
  });

  it('derives the default username from the e-mail', () => {
    expect(defaultUsername('jane.doe@uni.edu')).toBe('jane.doe');
  });
});
