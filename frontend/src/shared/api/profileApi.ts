import { baseApi } from './baseApi';
import { userUpdated } from '../session/sessionSlice';
import type { ApprovalStatus, Me } from '../session/types';

/** E-mail and push preferences (spec §3); the server applies the defaults. */
export interface NotificationFlags {
  emailNotifications: boolean;
  notifySwapOffers: boolean;
  notifySwapResponses: boolean;
  notifyMessages: boolean;
  dailyDigestEmail: boolean;
  weeklyDigestEmail: boolean;
  /** The push master switch. */
  pushNotifications: boolean;
  pushSwapOffers: boolean;
  pushSwapResponses: boolean;
  pushMessages: boolean;
  pushWeeklyDigest: boolean;
  pushNewReagents: boolean;
  pushReagentRequests: boolean;
}

/** GET /api/profile: the signed-in member's own profile, everything the settings screen edits. */
export interface Profile extends NotificationFlags {
  id: string;
  email: string;
  /** A new address waiting for its confirmation link to be opened. */
  pendingEmail: string | null;
  username: string;
  displayUsername: string | null;
  displayName: string;
  university: { id: string; name: string } | null;
  lab: { id: string; name: string } | null;
  city: string | null;
  country: string | null;
  location: string | null;
  expertise: string | null;
  researchInterests: string | null;
  linkedinUrl: string | null;
  websiteUrl: string | null;
  isAdmin: boolean;
  approvalStatus: ApprovalStatus;
  isDeleted: boolean;
  approvedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PersonalFields {
  displayUsername: string | null;
  universityId: string | null;
  labId: string | null;
  city: string | null;
  country: string | null;
  expertise: string | null;
  researchInterests: string | null;
  linkedinUrl: string | null;
  websiteUrl: string | null;
}

/** PATCH /api/profile: any subset of the personal fields and notification flags. */
export type ProfileChanges = Partial<PersonalFields> & Partial<NotificationFlags>;

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface MessageResponse {
  message: string;
}

/** The session's copy of the user (header name, guards) follows the saved profile. */
function toMe(profile: Profile): Me {
  return {
    id: profile.id,
    email: profile.email,
    username: profile.username,
    displayUsername: profile.displayUsername,
    isAdmin: profile.isAdmin,
    approvalStatus: profile.approvalStatus,
    isDeleted: profile.isDeleted,
    university: profile.university,
    lab: profile.lab,
    city: profile.city,
    country: profile.country,
    createdAt: profile.createdAt,
  };
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Profile', 'Community'] });

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => '/profile',
      providesTags: ['Profile'],
      // Spec §7/§9: the profile is cached for 60 s and not refetched on mount, focus or reconnect.
      keepUnusedDataFor: 60,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userUpdated(toMe(data)));
        } catch {
          /* the screen reports the failure */
        }
      },
    }),
    updateProfile: build.mutation<Profile, ProfileChanges>({
      query: (body) => ({ url: '/profile', method: 'PATCH', body }),
      // The answer is the saved profile: put it in the cache instead of refetching. The own card
      // in the community directory may have changed too.
      invalidatesTags: (_result, error) => (error ? [] : ['Community']),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(profileApi.util.updateQueryData('getProfile', undefined, () => data));
          dispatch(userUpdated(toMe(data)));
        } catch {
          /* the caller reports the failure */
        }
      },
    }),
    requestEmailChange: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: '/profile/email', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Profile']),
    }),
    confirmEmailChange: build.mutation<MessageResponse & { email: string }, { token: string }>({
      query: (body) => ({ url: '/profile/email/confirm', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Profile', 'Me']),
    }),
    changePassword: build.mutation<MessageResponse, ChangePasswordRequest>({
      query: (body) => ({ url: '/profile/password', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useRequestEmailChangeMutation,
  useConfirmEmailChangeMutation,
  useChangePasswordMutation,
} = profileApi;
