import { Command } from '@nestjs/cqrs';

export interface AccountSpec {
  email: string;
  password: string;
  displayName: string;
  isAdmin: boolean;
  university: { name: string; city: string; country: string };
  lab: string;
  city?: string;
  country?: string;
  expertise?: string;
  researchInterests?: string;
}

/**
 * Creates an approved account unless one with that e-mail exists (seed data and the ADMIN_EMAIL
 * bootstrap). Never reachable from HTTP: the first admin is not created by a public endpoint.
 */
export class EnsureAccountCommand extends Command<{ id: string; created: boolean }> {
  constructor(readonly spec: AccountSpec) {
    super();
  }
}
