import { LIMITS } from '@cidpex/contracts';
import { App } from 'antd';
import { useEffect } from 'react';
import { AntdScope } from '../lib/antd/antd-scope';
import { registerFeedback } from './feedback';

function Register() {
  const api = App.useApp();
  useEffect(() => {
    registerFeedback(api);
    return () => registerFeedback(null);
  }, [api]);
  return null;
}

/**
 * antd's App (message, notification, modal in the portal's theme), mounted once beside the
 * pages: its toasts outlive a navigation. Loaded lazily (feedback.ts).
 */
export default function FeedbackHost() {
  return (
    <AntdScope>
      <App
        component={false}
        message={{ top: LIMITS.toastOffset, duration: LIMITS.toastDurationMs / 1000, maxCount: 3 }}
      >
        <Register />
      </App>
    </AntdScope>
  );
}
