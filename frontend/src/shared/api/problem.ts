import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

import type { ProblemDetails } from '@reagentswap/contracts';

/** RFC 9457 problem details, the one error shape of the API (shared with the server). */
export type { ProblemDetails };

export interface ApiErrorInfo {
  /** HTTP status, or null for network/parse failures. */
  status: number | null;
  code: string | null;
  /** The server's user-facing message (`detail`), if it sent one. */
  message: string | null;
  fieldErrors: { field: string; message: string }[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isProblemDetails(value: unknown): value is ProblemDetails {
  return isRecord(value) && (typeof value.detail === 'string' || typeof value.code === 'string');
}

/** Normalises whatever an RTK Query hook or `unwrap()` threw into something a form can show. */
export function getApiErrorInfo(error: unknown): ApiErrorInfo {
  const info: ApiErrorInfo = { status: null, code: null, message: null, fieldErrors: [] };
  if (!isRecord(error)) return info;

  const fetchError = error as FetchBaseQueryError | SerializedError;
  if ('status' in fetchError) {
    if (typeof fetchError.status === 'number') {
      info.status = fetchError.status;
      const data = fetchError.data;
      if (isProblemDetails(data)) {
        info.code = data.code ?? null;
        info.message = data.detail ?? data.title ?? null;
        info.fieldErrors = Array.isArray(data.errors) ? data.errors : [];
      }
    } else if (fetchError.status === 'PARSING_ERROR') {
      info.status = fetchError.originalStatus;
    }
    return info;
  }
  if (typeof fetchError.message === 'string') info.message = fetchError.message;
  return info;
}

/** A form's validation messages, one per field. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Server field errors ({field, message}) keyed by field, first message per field. */
export function serverFieldErrors<K extends string>(errors: { field: string; message: string }[]): FieldErrors<K> {
  const result: Record<string, string> = {};
  for (const { field, message } of errors) result[field] ??= message;
  return result as FieldErrors<K>;
}
