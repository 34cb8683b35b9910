import { App as AntApp, ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { SessionKeeper } from '../features/auth';
import { TOAST_DURATION_SECONDS, TOAST_MAX_VISIBLE } from '../shared/ui/toast';
import { ToastBridge } from '../shared/ui/ToastBridge';
import { router } from './router';
import { store } from './store';
import { theme } from './theme';

export function App() {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        <AntApp message={{ duration: TOAST_DURATION_SECONDS, maxCount: TOAST_MAX_VISIBLE }} component={false}>
          <ToastBridge />
          <SessionKeeper />
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
