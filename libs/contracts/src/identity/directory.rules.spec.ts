import { DIRECTORY_MESSAGES, newLabProblems, newUniversityProblems } from './directory.rules.js';

describe('the university and lab dialogs', () => {
  it('needs a university name, then a city', () => {
    expect(newUniversityProblems({ name: ' ', city: '' }).map((p) => p.message)).toEqual([
      DIRECTORY_MESSAGES.universityNameRequired,
      DIRECTORY_MESSAGES.cityRequired,
    ]);
    expect(newUniversityProblems({ name: 'KU Leuven', city: 'Leuven' })).toEqual([]);
  });

  it('needs a lab name, then a university', () => {
    expect(newLabProblems({ name: '', universityId: null }).map((p) => p.message)).toEqual([
      DIRECTORY_MESSAGES.labNameRequired,
      DIRECTORY_MESSAGES.selectUniversityFirst,
    ]);
    expect(newLabProblems({ name: 'Organic Chemistry', universityId: 'u-1' })).toEqual([]);
  });
});
