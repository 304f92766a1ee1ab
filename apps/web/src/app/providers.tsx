import type { Locale } from '@cidpex/contracts';
import { LIMITS } from '@cidpex/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/http/client';
import { useLang } from './lang';
import { theme } from './theme';

const ANTD_LOCALES = { 'zh-Hans': zhCN, 'zh-Hant': zhTW, en: enUS } as const satisfies Record<
  Locale,
  unknown
>;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refusal will not change on retry; a network failure may (weak signal in a hall).
        retry: (count, error) =>
          count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  const lang = useLang();
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider locale={ANTD_LOCALES[lang]} theme={theme(lang)}>
        <AntApp message={{ top: LIMITS.toastOffset, duration: LIMITS.toastDurationMs / 1000, maxCount: 3 }}>
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
