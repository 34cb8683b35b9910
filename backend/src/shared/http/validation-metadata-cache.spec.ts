import { IsIn, IsOptional, MaxLength, getMetadataStorage, validate } from 'class-validator';
import { memoiseValidationMetadata } from './validation-metadata-cache.js';

class PageDto {
  @IsOptional() @MaxLength(5) cursor?: string;
}

class FilterDto extends PageDto {
  @IsOptional() @IsIn(['a', 'b']) kind?: string;
}

const messages = async (dto: object) => (await validate(dto)).flatMap((e) => Object.values(e.constraints ?? {}));

describe('memoiseValidationMetadata', () => {
  beforeAll(() => memoiseValidationMetadata());

  it('answers the same rules for a class, its own and inherited ones, once worked out', async () => {
    const storage = getMetadataStorage();
    const first = storage.getTargetValidationMetadatas(FilterDto, '', false, false);
    expect(storage.getTargetValidationMetadatas(FilterDto, '', false, false)).toBe(first);
    expect(new Set(first.map((m) => m.propertyName))).toEqual(new Set(['cursor', 'kind']));
    expect(storage.getTargetValidationMetadatas(FilterDto, '', false, false, ['admin'])).not.toBe(first);
    const found = await messages(Object.assign(new FilterDto(), { cursor: 'toolong', kind: 'c' }));
    // The class's own rules first, then the inherited ones, as class-validator orders them.
    expect(found).toEqual(['kind must be one of the following values: a, b', 'cursor must be shorter than or equal to 5 characters']);
  });

  it('forgets its answers when a rule is registered later', async () => {
    expect(await messages(Object.assign(new FilterDto(), { cursor: 'y' }))).toEqual([]);
    // A rule added to the parent after the child's rules were worked out applies to the child too.
    IsIn(['x'])(PageDto.prototype, 'cursor');
    expect(await messages(Object.assign(new FilterDto(), { cursor: 'y' }))).toEqual(['cursor must be one of the following values: x']);
  });

  it('is installed once however often it is called', () => {
    const storage = getMetadataStorage();
    const lookup = storage.getTargetValidationMetadatas;
    memoiseValidationMetadata();
    expect(storage.getTargetValidationMetadatas).toBe(lookup);
  });
});
