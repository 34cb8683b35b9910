import {
  ALL_COUNTRIES,
  ALL_EXPERTISE,
  ALL_UNIVERSITIES,
  type CommunityFilters,
  type CommunityPage,
  type CommunityProfile,
} from '@reagentswap/contracts';
import { baseApi } from '../../shared/api/baseApi';

// The response shapes and filter values are the API's contracts, shared with the server (one definition).
export type { CommunityFilters, CommunityPage, CommunityProfile } from '@reagentswap/contracts';
export { ALL_COUNTRIES, ALL_EXPERTISE, ALL_UNIVERSITIES };

export interface CommunityFilter {
  search: string;
  country: string;
  university: string;
  expertise: string;
  page: number;
  pageSize: number;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Community'] });

/**
 * Spec §7: the community and profile screens do not refetch on mount, focus or reconnect; cached
 * data is kept for 60 s (spec §9, profile cache).
 */
export const communityApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCommunity: build.query<CommunityPage, CommunityFilter>({
      query: ({ search, country, university, expertise, page, pageSize }) => {
        const params = new URLSearchParams();
        if (search.trim()) params.set('search', search.trim());
        if (country !== ALL_COUNTRIES) params.set('country', country);
        if (university !== ALL_UNIVERSITIES) params.set('university', university);
        if (expertise !== ALL_EXPERTISE) params.set('expertise', expertise);
        params.set('page', String(page));
        params.set('pageSize', String(pageSize));
        return `/community?${params.toString()}`;
      },
      providesTags: ['Community'],
      keepUnusedDataFor: 60,
    }),
    getCommunityFilters: build.query<CommunityFilters, void>({
      query: () => '/community/filters',
      providesTags: ['Community'],
      keepUnusedDataFor: 60,
    }),
    getPublicProfile: build.query<CommunityProfile, string>({
      query: (userId) => `/community/profiles/${encodeURIComponent(userId)}`,
      providesTags: (_result, _error, userId) => [{ type: 'Community', id: userId }, 'Community'],
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useListCommunityQuery, useGetCommunityFiltersQuery, useGetPublicProfileQuery } = communityApi;

/** Spec §9: first letters of the words of the name, at most two, upper case. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

export const ANONYMOUS_NAME = 'Anonymous User';

export function nameOf(profile: Pick<CommunityProfile, 'displayName' | 'displayUsername' | 'username'>): string {
  return profile.displayName?.trim() || profile.displayUsername?.trim() || profile.username?.trim() || ANONYMOUS_NAME;
}

/** Expertise badges: the comma-separated items, trimmed, empty ones dropped. */
export function expertiseItems(expertise: string | null): string[] {
  return (expertise ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** "City, Country", or the free-text location, or null. */
export function locationOf(profile: Pick<CommunityProfile, 'city' | 'country' | 'location'>): string | null {
  const parts = [profile.city, profile.country].map((p) => p?.trim()).filter(Boolean);
  if (parts.length) return parts.join(', ');
  return profile.location?.trim() || null;
}

const memberSinceFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/** Spec §9: an unknown date reads 'Unknown'. */
export function formatMemberSince(iso: string | null | undefined): string {
  if (!iso) return 'Unknown';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Unknown' : memberSinceFormat.format(date);
}
