import { Command } from '@nestjs/cqrs';
import type { NotificationFlags } from '../../domain/notification-preferences.js';
import type { ProfileView } from '../../queries/get-profile/profile.view.js';

/**
 * The Personal, Email and Push tabs of the settings screen. Only the fields present change; null
 * (or an empty string) clears a text field. E-mail and password have their own commands.
 */
export interface ProfileChanges extends Partial<NotificationFlags> {
  displayUsername?: string | null;
  universityId?: string | null;
  labId?: string | null;
  city?: string | null;
  country?: string | null;
  location?: string | null;
  expertise?: string | null;
  researchInterests?: string | null;
  linkedinUrl?: string | null;
  websiteUrl?: string | null;
}

export class UpdateProfileCommand extends Command<ProfileView> {
  constructor(
    readonly userId: string,
    readonly changes: ProfileChanges,
  ) {
    super();
  }
}
