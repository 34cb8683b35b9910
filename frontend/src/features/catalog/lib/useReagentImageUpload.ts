import type { ReagentView } from '@reagentswap/contracts';
import { useCallback } from 'react';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { useUploadWithProgress } from './useUploadWithProgress';

/** Spec §7/§9: up to 3 attempts, waiting 1 s times the attempt number between them. */
export const IMAGE_UPLOAD_ATTEMPTS = 3;
const RETRY_STEP_MS = 1_000;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** Only failures that may pass on a second try are retried; a refused image (4xx) will not. */
const isTransient = (status: number | null) => status === null || status >= 500 || status === 429;

export class ImageUploadError extends Error {}

/** PUT /api/reagents/{id}/image with progress and the spec's retries; resolves with the updated reagent. */
export function useReagentImageUpload() {
  const upload = useUploadWithProgress();
  return useCallback(
    async (reagentId: string, file: File, onProgress: (percent: number) => void): Promise<ReagentView> => {
      for (let attempt = 1; ; attempt += 1) {
        const form = new FormData();
        form.append('image', file, file.name);
        try {
          return await upload<ReagentView>({ method: 'PUT', url: `/reagents/${encodeURIComponent(reagentId)}/image`, form, onProgress });
        } catch (error) {
          const info = getApiErrorInfo(error);
          if (!isTransient(info.status)) throw new ImageUploadError(info.message ?? 'The image was refused');
          if (attempt >= IMAGE_UPLOAD_ATTEMPTS) {
            throw new ImageUploadError(
              `Failed to upload image after ${IMAGE_UPLOAD_ATTEMPTS} attempts: ${info.message ?? 'network error'}`,
            );
          }
          await wait(RETRY_STEP_MS * attempt);
        }
      }
    },
    [upload],
  );
}
