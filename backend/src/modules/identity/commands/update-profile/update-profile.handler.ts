import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, ValidationFailedError, type FieldError } from '../../../../shared/errors/domain-error.js';
import { canonicalCountry } from '../../../../shared/kernel/countries.js';
import { LabExistsQuery, UniversityExistsQuery } from '../../../institutions/index.js';
import { isDigestFrequency, NOTIFICATION_FLAG_NAMES } from '../../domain/notification-preferences.js';
import { blankToNull, normaliseExpertise, normaliseUrl, PROFILE_MESSAGES } from '../../domain/profile-rules.js';
import { ProfileSchema } from '../../infrastructure/identity.entities.js';
import { loadProfile } from '../../queries/get-profile/load-profile.js';
import { UpdateProfileCommand } from './update-profile.command.js';

const has = (changes: object, key: string) => Object.prototype.hasOwnProperty.call(changes, key) && (changes as any)[key] !== undefined;

/**
 * Saves the settings form. Every problem is reported at once (field order of the Personal tab).
 * University and lab stay consistent: a new university without a lab clears the lab (spec §4, the
 * university choice resets the lab), and a lab must belong to the profile's university.
 */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, changes }: UpdateProfileCommand) {
    const profile = await this.em.findOne(ProfileSchema, { userId });
    if (!profile) throw new NotFoundError('User not found');
    const problems: FieldError[] = [];
    const next: Record<string, unknown> = {};

    if (has(changes, 'displayUsername')) next.displayUsername = blankToNull(changes.displayUsername);

    let universityId = profile.universityId ?? null;
    if (has(changes, 'universityId')) {
      const wanted = blankToNull(changes.universityId);
      if (wanted === null) universityId = null;
      else if (await this.queries.execute(new UniversityExistsQuery(wanted))) universityId = wanted;
      else problems.push({ field: 'universityId', message: PROFILE_MESSAGES.universityRequired });
      next.universityId = universityId;
    }
    const universityChanged = universityId !== (profile.universityId ?? null);
    if (has(changes, 'labId')) {
      const wanted = blankToNull(changes.labId);
      if (wanted === null) next.labId = null;
      else if (!universityId) problems.push({ field: 'labId', message: PROFILE_MESSAGES.universityFirst });
      else if (await this.queries.execute(new LabExistsQuery(wanted, universityId))) next.labId = wanted;
      else problems.push({ field: 'labId', message: PROFILE_MESSAGES.labRequired });
    } else if (universityChanged) {
      next.labId = null;
    }

    if (has(changes, 'city')) next.city = blankToNull(changes.city);
    if (has(changes, 'country')) {
      const wanted = blankToNull(changes.country);
      const country = wanted === null ? null : canonicalCountry(wanted);
      if (country === undefined) problems.push({ field: 'country', message: PROFILE_MESSAGES.countryInvalid });
      else next.country = country;
    }
    if (has(changes, 'expertise')) next.expertise = normaliseExpertise(changes.expertise);
    for (const field of ['linkedinUrl', 'websiteUrl'] as const) {
      if (!has(changes, field)) continue;
      const url = normaliseUrl(changes[field]);
      if (url.ok) next[field] = url.value;
      else problems.push({ field, message: PROFILE_MESSAGES.invalidUrl });
    }
    if (has(changes, 'researchInterests')) next.researchInterests = blankToNull(changes.researchInterests);
    if (has(changes, 'location')) next.location = blankToNull(changes.location);
    for (const flag of NOTIFICATION_FLAG_NAMES) {
      const value = changes[flag];
      if (flag === 'digestFrequency' ? isDigestFrequency(value) : typeof value === 'boolean') next[flag] = value;
    }

    if (problems.length > 0) throw new ValidationFailedError(problems);
    this.em.assign(profile, next);
    // Saving without changes still answers with the profile (and still counts as saved).
    profile.updatedAt = new Date();
    await this.em.flush();
    return loadProfile(this.em, userId);
  }
}
