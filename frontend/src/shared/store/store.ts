import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/baseApi';
import { sessionCleared, sessionSlice } from '../session/sessionSlice';

// The one Redux store. It lives in shared/ (not app/) because it is made of shared parts only: the
// session slice and the one RTK Query API, into which features inject their endpoints when their
// modules load. So its types (RootState, AppDispatch) and the typed hooks (./hooks.ts) depend on no
// feature, and features and shared code can use them without importing app/, which imports features.

// When the session ends, no cached data of the previous user may survive.
const sessionListener = createListenerMiddleware();
sessionListener.startListening({
  actionCreator: sessionCleared,
  effect: (_action, listenerApi) => {
    listenerApi.dispatch(baseApi.util.resetApiState());
  },
});

export const store = configureStore({
  reducer: {
    [sessionSlice.reducerPath]: sessionSlice.reducer,
    [baseApi.reducerPath]: baseApi.reducer,
  },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(sessionListener.middleware).concat(baseApi.middleware),
});

// Window focus and going back online reach RTK Query, so a query can ask for `refetchOnFocus` /
// `refetchOnReconnect` instead of listening to the window itself.
setupListeners(store.dispatch);

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
