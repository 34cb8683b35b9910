import {
  cleanSavedSearchFilter,
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  savedSearchNameProblem,
  savedSearchPath,
  savedSearchSummary,
} from './saved-search.js';

describe('saved searches (issue 19 item 2)', () => {
  it('keeps only the filters that narrow anything, trimmed', () => {
    expect(cleanSavedSearchFilter({ search: '  acetone ', category: '', location: '', showExpired: 'false' })).toEqual({
      search: 'acetone',
    });
    expect(cleanSavedSearchFilter({ cas: '67-64-1', noHazardPictograms: 'true', showExpired: 'true' })).toEqual({
      cas: '67-64-1',
      noHazardPictograms: 'true',
      showExpired: 'true',
    });
  });

  it('says the filters in words, or All reagents, within the name limit', () => {
    expect(savedSearchSummary({ search: 'acetone', category: 'chemicals', location: 'Berlin', cas: '67-64-1' }, 'Chemicals')).toBe(
      '"acetone" · Chemicals · Berlin · CAS 67-64-1',
    );
    expect(savedSearchSummary({})).toBe(SAVED_SEARCH_MESSAGES.allReagents);
    expect(savedSearchSummary({ search: 'x'.repeat(200) })).toHaveLength(SAVED_SEARCH_LIMITS.name);
  });

  it("opens /reagents with the search's filters", () => {
    expect(savedSearchPath({})).toBe('/reagents');
    expect(savedSearchPath({ search: 'taq polymérase', category: 'enzymes', showExpired: 'true' })).toBe(
      '/reagents?search=taq%20polym%C3%A9rase&category=enzymes&showExpired=true',
    );
  });

  it('requires a name of at most 80 characters', () => {
    expect(savedSearchNameProblem('  ')).toBe(SAVED_SEARCH_MESSAGES.nameRequired);
    expect(savedSearchNameProblem(undefined)).toBe(SAVED_SEARCH_MESSAGES.nameRequired);
    expect(savedSearchNameProblem('x'.repeat(81))).toBe(SAVED_SEARCH_MESSAGES.nameTooLong);
    expect(savedSearchNameProblem(` ${'x'.repeat(80)} `)).toBeNull();
  });
});
