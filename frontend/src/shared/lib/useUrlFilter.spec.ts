import { describe, expect, it } from '@jest/globals';
import { filterTextRequests } from './useUrlFilter';

describe('filterTextRequests: when a filter box shows the URL’s value', () => {
  it('shows a value it did not ask for (back, forward, a link)', () => {
    const requests = filterTextRequests();
    expect(requests.shouldShow('acetone')).toBe(true);
  });

  it('does not put back a value it asked for that arrives after the user typed on (Clear Filters, then typing)', () => {
    const requests = filterTextRequests();
    // The URL holds 'cat-1'; Clear Filters asks for ''; the user types 'zz' before the router applies it.
    requests.ask('', 'cat-1');
    expect(requests.shouldShow('')).toBe(false);
  });

  it('passes over its own requests that arrive one after another, then shows the next foreign value', () => {
    const requests = filterTextRequests();
    requests.ask('acet ', 'cat-1');
    requests.ask('', 'acet');
    expect(requests.shouldShow('acet')).toBe(false);
    expect(requests.shouldShow('')).toBe(false);
    expect(requests.shouldShow('cat-1')).toBe(true);
  });

  it('forgets requests a navigation overtook: a value it asked for earlier then counts as foreign', () => {
    const requests = filterTextRequests();
    requests.ask('acet', 'cat-1');
    expect(requests.shouldShow('benzene')).toBe(true);
    expect(requests.shouldShow('acet')).toBe(true);
  });

  it('counts a value asked for twice in a row once (each keystroke of one CAS number)', () => {
    const requests = filterTextRequests();
    requests.ask('67-64-1', '');
    requests.ask('67-64-1', '');
    expect(requests.shouldShow('67-64-1')).toBe(false);
    expect(requests.shouldShow('67-64-1')).toBe(true);
  });

  it('asks for nothing when the URL already holds the value', () => {
    const requests = filterTextRequests();
    requests.ask('', ' ');
    expect(requests.shouldShow('')).toBe(true);
  });
});
