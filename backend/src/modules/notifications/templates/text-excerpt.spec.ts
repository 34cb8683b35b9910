import { excerpt, oneLineExcerpt } from './text-excerpt.js';

describe('text excerpts for notifications', () => {
  it('keeps a text that fits and cuts a longer one to exactly the limit, ellipsis included', () => {
    expect(excerpt('short', 100)).toBe('short');
    expect(excerpt('x'.repeat(100), 100)).toBe('x'.repeat(100));
    const cut = excerpt('y'.repeat(101), 100);
    expect(Array.from(cut)).toHaveLength(100);
    expect(cut).toBe(`${'y'.repeat(99)}…`);
  });

  it('counts characters, so an emoji is never split', () => {
    const cut = excerpt('😀'.repeat(150), 100);
    expect(Array.from(cut)).toHaveLength(100);
    expect(cut.startsWith('😀'.repeat(99))).toBe(true);
  });

  it('puts a message on one line for a push', () => {
    expect(oneLineExcerpt('  Hello\n\nthere,\tfriend  ', 100)).toBe('Hello there, friend');
    expect(oneLineExcerpt(`${'word '.repeat(40)}`, 100)).toHaveLength(100);
  });
});
