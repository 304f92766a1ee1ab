import { LIMITS } from '@cidpex/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/http/client';
import { antdLocale } from './antd-locale';
import { useLang } from './lang';
import { theme } from './theme';

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
      <ConfigProvider locale={antdLocale(lang)} theme={theme(lang)}>
        <AntApp message={{ top: LIMITS.toastOffset, duration: LIMITS.toastDurationMs / 1000, maxCount: 3 }}>
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
