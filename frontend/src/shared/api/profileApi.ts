import type {
  ChangePasswordRequest,
  EmailChangeConfirmed,
  EmailChangeRequest,
  Me,
  MessageResponse,
  Profile,
  ProfileChanges,
} from '@reagentswap/contracts';
import { baseApi } from './baseApi';
import { userUpdated } from '../session/sessionSlice';

// The shapes are the API's contracts, shared with the server (one definition).
export type {
  ChangePasswordRequest,
  MessageResponse,
  NotificationFlags,
  PersonalFields,
  Profile,
  ProfileChanges,
} from '@reagentswap/contracts';

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
    requestEmailChange: build.mutation<MessageResponse, EmailChangeRequest>({
      query: (body) => ({ url: '/profile/email', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Profile']),
    }),
    confirmEmailChange: build.mutation<EmailChangeConfirmed, { token: string }>({
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
