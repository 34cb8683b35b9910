import { ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { SessionKeeper } from '../features/auth';
import { RealtimeConnection } from '../shared/realtime';
import { store } from '../shared/store/store';
import { ToastBridge } from '../shared/ui/ToastBridge';
import { FeaturePushes } from './FeaturePushes';
import { router } from './router';
import { theme } from './theme';

export function App() {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        {/* No antd <App>: its notification and modal hooks would ride on every page for none of them
            (toasts come from ToastBridge's message hook, admin's confirm dialogs from their own; ADR 0033). */}
        <ToastBridge />
        <SessionKeeper />
        {/* The one socket, open while an approved member is signed in; features react to its pushes. */}
        <RealtimeConnection />
        <FeaturePushes />
        <RouterProvider router={router} />
      </ConfigProvider>
    </Provider>
  );
}
