import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../shared/api/baseApi';
import { sessionCleared, sessionSlice } from '../shared/session/sessionSlice';

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
