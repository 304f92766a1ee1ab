import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { ApiError } from '../lib/http/client';
import { antdLocale } from './antd-locale';
import { FeedbackContext, feedback, useFeedbackWanted } from './feedback';
import { useLang } from './lang';
import { rootStyle, theme } from './theme';

const FeedbackHost = lazy(() => import('./feedback-host'));

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

/** antd's message, notification and modal, mounted once they are asked for (feedback.ts). */
function Feedback() {
  const wanted = useFeedbackWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  );
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  const lang = useLang();
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider locale={antdLocale(lang)} theme={theme(lang)}>
        <FeedbackContext.Provider value={feedback}>
          <div className="app-root" style={rootStyle(lang)}>
            {children}
          </div>
        </FeedbackContext.Provider>
        <Feedback />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
