import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch } from '../../../shared/store/hooks';
import type { RootState } from '../../../shared/store/store';
import { refreshAfterUnauthorized } from '../../../shared/session/sessionManager';
import { selectAccessToken } from '../../../shared/session/sessionSlice';

export interface UploadRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  /** Under /api, e.g. `/reagents/{id}/image`. */
  url: string;
  form?: FormData;
  /** 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
}

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

function send({ method, url, form, onProgress }: UploadRequest, token: string | null): Promise<{ status: number; data: unknown }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api${url}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      resolve({ status: xhr.status, data: parseBody(xhr.responseText) });
    };
    xhr.onerror = () => resolve({ status: 0, data: null });
    xhr.send(form ?? null);
  });
}

/**
 * Multipart uploads with progress (fetch cannot report upload progress; XMLHttpRequest can).
 * Same session handling as the RTK Query base: on 401, refresh once and retry. Failures reject
 * with a FetchBaseQueryError, so `getApiErrorInfo` reads them like any other API error.
 */
export function useUploadWithProgress() {
  const store = useStore<RootState>();
  const dispatch = useAppDispatch();
  return useCallback(
    async <T>(request: UploadRequest): Promise<T> => {
      let result = await send(request, selectAccessToken(store.getState()));
      if (result.status === 401 && (await refreshAfterUnauthorized(dispatch))) {
        result = await send(request, selectAccessToken(store.getState()));
      }
      if (result.status >= 200 && result.status < 300) return result.data as T;
      const error: FetchBaseQueryError =
        result.status === 0 ? { status: 'FETCH_ERROR', error: 'Network error' } : { status: result.status, data: result.data };
      throw error;
    },
    [store, dispatch],
  );
}
