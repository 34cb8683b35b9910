import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthSession, Me } from './types';

/**
 * - `restoring`: the app has just started and is asking the server (refresh cookie) whether
 *   somebody is signed in. Guards show 'Verifying authentication...'.
 * - `authenticated`: an access token is held in memory.
 * - `guest`: nobody is signed in.
 * - `signingOut`: the user chose Logout; the page reloads to / a moment later. Guards must not
 *   bounce to /login in the meantime.
 */
export type SessionStatus = 'restoring' | 'authenticated' | 'guest' | 'signingOut';

export interface SessionState {
  status: SessionStatus;
  accessToken: string | null;
  expiresAt: string | null;
  user: Me | null;
  /**
   * Where the app must go because the session ended without the user navigating (forced logout,
   * suspended, pending). <SessionExitRedirect/> performs it; guards wait for it instead of
   * applying their own guest redirect, so the two never race.
   */
  exitTo: string | null;
}

const initialState: SessionState = {
  status: 'restoring',
  accessToken: null,
  expiresAt: null,
  user: null,
  exitTo: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionRestoreStarted(state) {
      state.status = 'restoring';
    },
    credentialsReceived(state, action: PayloadAction<AuthSession>) {
      state.status = 'authenticated';
      state.accessToken = action.payload.accessToken;
      state.expiresAt = action.payload.expiresAt;
      state.user = action.payload.user;
      state.exitTo = null;
    },
    userUpdated(state, action: PayloadAction<Me>) {
      state.user = action.payload;
    },
    signingOutStarted(state) {
      state.status = 'signingOut';
    },
    sessionCleared(state, action: PayloadAction<{ exitTo?: string } | undefined>) {
      state.status = 'guest';
      state.accessToken = null;
      state.expiresAt = null;
      state.user = null;
      state.exitTo = action.payload?.exitTo ?? null;
    },
    sessionExitHandled(state) {
      state.exitTo = null;
    },
  },
});

export const { sessionRestoreStarted, credentialsReceived, userUpdated, signingOutStarted, sessionCleared, sessionExitHandled } =
  sessionSlice.actions;

type WithSession = { session: SessionState };
export const selectSession = (state: WithSession) => state.session;
export const selectSessionStatus = (state: WithSession) => state.session.status;
export const selectAccessToken = (state: WithSession) => state.session.accessToken;
export const selectSessionExitTo = (state: WithSession) => state.session.exitTo;
export const selectCurrentUser = (state: WithSession) => state.session.user;
export const selectIsAuthenticated = (state: WithSession) => state.session.status === 'authenticated';
