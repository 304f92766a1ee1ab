import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { configureHttp } from '../lib/http/client';
import { loginPathFor } from '../lib/route-rules';
import { session } from '../lib/session/session-store';
import { getLang, getToken, setToken } from '../lib/session/storage';
import { useFeedback } from './feedback';
import { setOffline } from './offline';

type Navigate = (to: string) => void;

/**
 * Connects the request client to the page: antd's message and modal (from App context,
 * so they carry the theme; loaded on first use, feedback.ts), the catalogs and the router.
 */
export function HttpBridge({ navigate }: { navigate: Navigate }) {
  const { message, modal } = useFeedback();
  const { t } = useTranslation();
  useEffect(() => {
    configureHttp({
      getToken,
      setToken: (token) => {
        setToken(token);
        session.refresh();
      },
      getLang,
      clearAuth: () => session.signOut(),
      t: (key) => t(key),
      toast: (type, text) => {
        message.destroy();
        message.open({ type, content: text });
      },
      confirmEnterpriseRequired: (text) => {
        modal.confirm({
          content: text,
          okText: t('errors.go'),
          cancelText: t('errors.cancel'),
          onOk: () => navigate('/userCenterEn/chatEn'),
        });
      },
      redirectToLogin: () => {
        const from = `${window.location.pathname}${window.location.search}`;
        navigate(loginPathFor(getLang(), from));
      },
      setOffline,
      fetch: (...args) => window.fetch(...args),
      setTimeout: ((fn: () => void, ms: number) => window.setTimeout(fn, ms)) as typeof setTimeout,
      clearTimeout: ((id: number) => window.clearTimeout(id)) as typeof clearTimeout,
    });
  }, [message, modal, t, navigate]);
  return null;
}
