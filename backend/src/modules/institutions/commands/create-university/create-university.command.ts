import { Command } from '@nestjs/cqrs';
import type { UniversityView } from '../../queries/directory.views.js';

export interface NewUniversity {
  name?: string;
  address?: string;
  city?: string;
  postcode?: string;
  country?: string;
}

export class CreateUniversityCommand extends Command<UniversityView> {
  constructor(readonly input: NewUniversity) {
    super();
  }
}
