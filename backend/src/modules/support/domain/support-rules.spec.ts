import { contactMessageProblems, supportRequestProblems } from './support-rules.js';

describe('support form rules', () => {
  const valid = { name: 'Ada', email: 'ada@uni.edu', issueType: 'swap', message: 'My swap is stuck in pending.' };

  it('accepts a complete request', () => {
    expect(supportRequestProblems(valid)).toEqual([]);
  });

  it('reports every problem in the form order with the spec messages', () => {
    expect(supportRequestProblems({ name: ' A ', email: 'nope', issueType: '', message: 'too short' }).map((p) => p.message)).toEqual([
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please select an issue type',
      'Message must be at least 10 characters',
    ]);
  });

  it('accepts only the six issue types', () => {
    for (const issueType of ['account', 'reagent', 'swap', 'payment', 'bug', 'other']) {
      expect(supportRequestProblems({ ...valid, issueType })).toEqual([]);
    }
    expect(supportRequestProblems({ ...valid, issueType: 'toString' })[0]?.message).toBe('Please select an issue type');
  });

  it('bounds the message length', () => {
    expect(supportRequestProblems({ ...valid, message: 'x'.repeat(5001) })[0]?.message).toBe('Message must be at most 5000 characters');
  });
});

describe('contact form rules', () => {
  it('checks name, lab/university, email and message in that order', () => {
    expect(contactMessageProblems({}).map((p) => p.message)).toEqual([
      'Name must be at least 2 characters',
      'Lab/University must be at least 2 characters',
      'Please enter a valid email address',
      'Message must be at least 10 characters',
    ]);
    expect(contactMessageProblems({ name: 'Bo', university: 'KU', email: 'bo@ku.be', message: 'Hello there!' })).toEqual([]);
  });
});
