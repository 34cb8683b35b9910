import { ValidationFailedError } from '../../errors/domain-error.js';
import { SingleQueryValuePipe } from './single-query-value.pipe.js';

describe('SingleQueryValuePipe', () => {
  const pipe = new SingleQueryValuePipe();

  it('refuses a repeated named query parameter typed as a scalar', () => {
    expect(() => pipe.transform(['a', 'b'], { type: 'query', data: 'userIds', metatype: String })).toThrow(ValidationFailedError);
    expect(() => pipe.transform(['1', '2'], { type: 'query', data: 'page', metatype: Number })).toThrow('page must be given once');
  });

  it('leaves single values, query DTOs, array-typed parameters and bodies alone', () => {
    expect(pipe.transform('a,b', { type: 'query', data: 'userIds', metatype: String })).toBe('a,b');
    expect(pipe.transform({ page: ['1', '2'] }, { type: 'query', metatype: Object })).toEqual({ page: ['1', '2'] });
    expect(pipe.transform(['a'], { type: 'query', data: 'ids', metatype: Array })).toEqual(['a']);
    expect(pipe.transform(['a'], { type: 'body', data: 'ids', metatype: String })).toEqual(['a']);
  });
});
