import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { DIRECTORY_MESSAGES, newUniversityProblems } from '@reagentswap/contracts';
import { ConflictError, ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { UniversitySchema } from '../../infrastructure/institutions.entities.js';
import { toUniversityView } from '../../queries/directory.views.js';
import { CreateUniversityCommand } from './create-university.command.js';

const blankToNull = (value?: string) => (value?.trim() ? value.trim() : null);

@CommandHandler(CreateUniversityCommand)
export class CreateUniversityHandler implements ICommandHandler<CreateUniversityCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ input }: CreateUniversityCommand) {
    const problems = newUniversityProblems(input);
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
        throw new ConflictError(DIRECTORY_MESSAGES.universityExists, 'UNIVERSITY_EXISTS');
      throw error;
    }
    return toUniversityView(university);
  }
}
