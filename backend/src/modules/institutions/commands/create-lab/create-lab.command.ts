import { Command } from '@nestjs/cqrs';
import type { LabView } from '../../queries/directory.views.js';

export class CreateLabCommand extends Command<LabView> {
  constructor(readonly input: { name?: string; universityId?: string }) {
    super();
  }
}
