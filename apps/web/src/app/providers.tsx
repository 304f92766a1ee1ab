import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { rootStyle } from '../lib/antd/theme';
import { ApiError } from '../lib/http/client';
import { useLang } from '../lib/i18n';
import { FeedbackContext, feedback, useFeedbackWanted } from './feedback';

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

/**
 * What every screen needs: the query cache, antd's App context answered by the stand-ins of
 * feedback.ts, and the theme's text style and colours for what is drawn without antd. antd's
 * own theme and locale (ConfigProvider) are put around each page that draws antd
 * (antd-scope.tsx, router.tsx), not here: the app shell carries no antd style engine.
 */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  const lang = useLang();
  return (
    <QueryClientProvider client={client}>
      <FeedbackContext.Provider value={feedback}>
        <div className="app-root" style={rootStyle(lang)}>
          {children}
        </div>
      </FeedbackContext.Provider>
      <Feedback />
    </QueryClientProvider>
  );
}
