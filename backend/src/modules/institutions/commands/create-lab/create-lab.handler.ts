import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { DIRECTORY_MESSAGES, newLabProblems } from '@reagentswap/contracts';
import { ConflictError, ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { isUuid } from '../../../../shared/kernel/uuid.js';
import { LabSchema, UniversitySchema } from '../../infrastructure/institutions.entities.js';
import { toLabView } from '../../queries/directory.views.js';
import { CreateLabCommand } from './create-lab.command.js';

const SELECT_UNIVERSITY_FIRST = DIRECTORY_MESSAGES.selectUniversityFirst;

@CommandHandler(CreateLabCommand)
export class CreateLabHandler implements ICommandHandler<CreateLabCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ input }: CreateLabCommand) {
    const [problem] = newLabProblems(input);
    if (problem) throw ValidationFailedError.of(problem.field, problem.message);
    if (!isUuid(input.universityId)) throw ValidationFailedError.of('universityId', SELECT_UNIVERSITY_FIRST);
    const university = await this.em.findOne(UniversitySchema, { id: input.universityId });
    if (!university) throw ValidationFailedError.of('universityId', SELECT_UNIVERSITY_FIRST);
    const lab = this.em.create(LabSchema, { name: (input.name ?? '').trim(), universityId: university.id });
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictError(DIRECTORY_MESSAGES.labExists, 'LAB_EXISTS');
      throw error;
    }
    return toLabView(lab);
  }
}
