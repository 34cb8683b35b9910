import type { Profile } from '@reagentswap/contracts';

/** The signed-in member's own profile: everything the settings screen shows and edits (the shared contract). */
export type ProfileView = Profile;
