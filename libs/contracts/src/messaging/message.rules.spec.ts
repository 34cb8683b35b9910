import { MESSAGE_MESSAGES, messageActionProblem, messageContentProblem, normalizeMessageContent, viewSwapRequestAction } from './message.rules.js';

describe('chat message rules (spec §5)', () => {
  const problem = (value: unknown) => messageContentProblem(value)?.message ?? null;

  it('accepts up to 5000 characters after trimming, refuses blank and longer', () => {
    expect(problem('x'.repeat(5000))).toBeNull();
    expect(problem(`  ${'x'.repeat(5000)}\n`)).toBeNull();
    expect(problem('x'.repeat(5001))).toBe(MESSAGE_MESSAGES.contentTooLong);
    expect(problem(' \n\t ')).toBe(MESSAGE_MESSAGES.contentRequired);
    expect(problem(undefined)).toBe(MESSAGE_MESSAGES.contentRequired);
  });

  it('counts characters as a person does (an emoji once)', () => {
    expect(problem('😀'.repeat(5000))).toBeNull();
    expect(normalizeMessageContent('  e\u0301 ')).toBe('é');
  });

  it('allows only in-app links on a message button', () => {
    expect(messageActionProblem(viewSwapRequestAction('abc'))).toBeNull();
    expect(messageActionProblem(null)).toBeNull();
    for (const url of ['javascript:alert(1)', 'https://evil.example', '//evil.example', '/\\evil.example', '/a b']) {
      expect(messageActionProblem({ text: 'Go', url, type: 'primary' })?.message).toBe(MESSAGE_MESSAGES.invalidAction);
    }
    expect(messageActionProblem({ text: '', url: '/x', type: 'primary' })).not.toBeNull();
    expect(messageActionProblem({ text: 'Go', url: '/x', type: 'danger' })).not.toBeNull();
  });

  it('words the retry toast as the spec does', () => {
    expect(MESSAGE_MESSAGES.retrying(2)).toBe('Failed to send message. Retrying (2/3)...');
  });
});
