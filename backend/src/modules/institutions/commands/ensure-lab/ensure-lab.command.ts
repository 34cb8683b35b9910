import { Command } from '@nestjs/cqrs';

export interface LabSpec {
  university: { name: string; city: string; country: string };
  lab: string;
}

/** A university and one of its labs, found by name (case-insensitive) or created when absent; answers their ids. */
export class EnsureLabCommand extends Command<{ universityId: string; labId: string }> {
  constructor(readonly spec: LabSpec) {
    super();
  }
}
