import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { loadFeedbackWhenIdle } from './app/feedback';
import { HttpBridge } from './app/http-setup';
import { createQueryClient, Providers } from './app/providers';
import { createRouter } from './app/router';
import { initI18n, loadAntdLocale } from './lib/i18n';
import { initialLang } from './lib/route-rules';
import { currentFairQuery } from './lib/session/current-fair';
import { getStoredLang, storeLang } from './lib/session/storage';
import './styles.css';

const lang = initialLang(
  getStoredLang(),
  window.location.pathname,
  navigator.languages ?? [],
  window.location.search,
);
storeLang(lang);
document.documentElement.lang = lang;
await Promise.all([initI18n(lang), loadAntdLocale(lang)]);

const router = createRouter();
const queryClient = createQueryClient();
// The current fair (spec §3): asked once at start, kept in the query cache and as exhibitionId.
void queryClient.prefetchQuery(currentFairQuery(lang));

// The first render as a transition: React draws the app in slices of a few milliseconds,
// yielding to the browser between them, instead of one long task of several hundred on a slow
// phone (the boot placeholder, with a pre-rendered page's text, stays until the app is drawn).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <Providers client={queryClient}>
      <HttpBridge navigate={(to) => void router.navigate(to)} />
      <RouterProvider router={router} />
    </Providers>,
  );
});
loadFeedbackWhenIdle();
