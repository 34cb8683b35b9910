import { App as AntApp, ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { SessionKeeper } from '../features/auth';
import { RealtimeConnection } from '../shared/realtime';
import { store } from '../shared/store/store';
import { TOAST_DURATION_SECONDS, TOAST_MAX_VISIBLE } from '../shared/ui/toast';
import { ToastBridge } from '../shared/ui/ToastBridge';
import { FeaturePushes } from './FeaturePushes';
import { router } from './router';
import { theme } from './theme';

export function App() {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        <AntApp message={{ duration: TOAST_DURATION_SECONDS, maxCount: TOAST_MAX_VISIBLE }} component={false}>
          <ToastBridge />
          <SessionKeeper />
          {/* The one socket, open while an approved member is signed in; features react to its pushes. */}
          <RealtimeConnection />
          <FeaturePushes />
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
