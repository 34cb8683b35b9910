import { Command } from '@nestjs/cqrs';

/**
 * Where a seeded member works. Both or neither: a lab belongs to a university. Admins get neither,
 * so no made-up institution ends up in the public pickers or the community (issue 8).
 */
type Institution =
  { university: { name: string; city: string; country: string }; lab: string } | { university?: undefined; lab?: undefined };

export type AccountSpec = Institution & {
  email: string;
  password: string;
  displayName: string;
  isAdmin: boolean;
  city?: string;
  country?: string;
  expertise?: string;
  researchInterests?: string;
};

/**
 * Creates an approved account unless one with that e-mail exists (seed data and the ADMIN_EMAIL
 * bootstrap). Never reachable from HTTP: the first admin is not created by a public endpoint.
 */
export class EnsureAccountCommand extends Command<{ id: string; created: boolean }> {
  constructor(readonly spec: AccountSpec) {
    super();
  }
}
