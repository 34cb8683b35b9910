import type { DigestKind, DigestPreview } from '@reagentswap/contracts';
import { baseApi } from '../../../shared/api/baseApi';

export type { DigestKind, DigestPreview } from '@reagentswap/contracts';

/** GET /api/admin/digests/:memberId?kind=: a member's digest as it would go out now (nothing is sent). */
export const digestPreviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDigestPreview: build.query<DigestPreview, { memberId: string; kind: DigestKind }>({
      query: ({ memberId, kind }) => ({ url: `/admin/digests/${encodeURIComponent(memberId)}`, params: { kind } }),
      // A preview is "as of now": never served from an old cache entry.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetDigestPreviewQuery } = digestPreviewApi;
