import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictError, ValidationFailedError, type FieldError } from '../../../../shared/errors/domain-error.js';
import { UniversitySchema } from '../../infrastructure/identity.entities.js';
import { toUniversityView } from '../../queries/directory.views.js';
import { CreateUniversityCommand } from './create-university.command.js';

const blankToNull = (value?: string) => (value?.trim() ? value.trim() : null);

@CommandHandler(CreateUniversityCommand)
export class CreateUniversityHandler implements ICommandHandler<CreateUniversityCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ input }: CreateUniversityCommand) {
    const problems: FieldError[] = [];
    if (!input.name?.trim()) problems.push({ field: 'name', message: 'University name is required' });
    if (!input.city?.trim()) problems.push({ field: 'city', message: 'City is required' });
    if (problems.length) throw new ValidationFailedError(problems);
    const university = this.em.create(UniversitySchema, {
      name: input.name!.trim(),
      city: input.city!.trim(),
      address: blankToNull(input.address),
      postcode: blankToNull(input.postcode),
      country: blankToNull(input.country),
    });
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new ConflictError('A university with this name already exists', 'UNIVERSITY_EXISTS');
      throw error;
    }
    return toUniversityView(university);
  }
}
