/* global document */
// The floor of the product's stack: React, Redux Toolkit with an RTK Query API, React Router's data router and antd
// with the app's theme (zeroRuntime, as the app runs it), rendering one small page that does nothing else — what
// every page of the app pays before its own work.
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { Button, Card, ConfigProvider, Typography } from 'antd';
import { createElement as h, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { theme } from '../../frontend/src/app/theme';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({ health: build.query({ query: () => 'health' }) }),
});
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (defaults) => defaults().concat(api.middleware),
});

function Page() {
  return h(
    'main',
    null,
    h(
      Card,
      null,
      h(Typography.Title, { level: 1 }, 'ReagentSwap'),
      h(Typography.Paragraph, null, 'Trade surplus reagents between university labs.'),
      h(Button, { type: 'primary' }, 'Browse Reagents'),
    ),
  );
}

const router = createBrowserRouter([{ path: '*', element: h(Page) }]);
const app = h(Provider, { store }, h(ConfigProvider, { theme }, h(RouterProvider, { router })));
startTransition(() => createRoot(document.getElementById('root')).render(app));
