import { changePasswordProblems, emailProblems, normaliseExpertise, normaliseUrl, publicUrl } from './profile-rules.js';

describe('URL normalisation (spec §5)', () => {
  it.each([
    ['linkedin.com/in/ada', 'https://linkedin.com/in/ada'],
    ['  www.example.org  ', 'https://www.example.org'],
    ['http://lab.example.edu/page?x=1', 'http://lab.example.edu/page?x=1'],
    ['https://example.org', 'https://example.org'],
    ['example.org:8080/x', 'https://example.org:8080/x'],
    ['//example.org/a', 'https://example.org/a'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseUrl(input)).toEqual({ ok: true, value: expected });
  });

  it.each(['', '   ', null, undefined])('empty (%p) becomes null', (input) => {
    expect(normaliseUrl(input)).toEqual({ ok: true, value: null });
  });

  it.each([
    'not a url',
    'javascript:alert(1)',
    'ftp://example.org',
    'https://',
    'localhost',
    'mailto:a@b.co',
    'https://user:pw@example.org',
    'foo',
  ])('refuses %p', (input) => {
    expect(normaliseUrl(input)).toEqual({ ok: false });
  });

  it('hides links on public profiles that cannot be made valid', () => {
    expect(publicUrl('example.org')).toBe('https://example.org');
    expect(publicUrl('javascript:alert(1)')).toBeNull();
  });
});

describe('expertise', () => {
  it('trims items and drops empty ones', () => {
    expect(normaliseExpertise(' PCR ,, Flow cytometry ,')).toBe('PCR, Flow cytometry');
    expect(normaliseExpertise(' , ')).toBeNull();
  });
});

describe('settings e-mail and password rules', () => {
  it('asks for an e-mail, then a valid one', () => {
    expect(emailProblems(' ')[0]?.message).toBe('Email is required');
    expect(emailProblems('nope')[0]?.message).toBe('Please enter a valid email address');
    expect(emailProblems('a@b.co')).toEqual([]);
  });

  it('needs the current password, 6 characters and a matching confirmation', () => {
    expect(changePasswordProblems({}).map((p) => p.message)).toEqual([
      'Current password is required',
      'Password must be at least 6 characters',
    ]);
    expect(
      changePasswordProblems({ currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdeg' }).map((p) => p.message),
    ).toEqual(['Passwords do not match']);
    expect(changePasswordProblems({ currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdef' })).toEqual([]);
  });
});
