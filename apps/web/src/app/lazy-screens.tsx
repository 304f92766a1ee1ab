import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../components/page-loading';

/**
 * The screens the app shell shows only sometimes (a route's crash, an unknown path, a page not
 * built yet, a refused role) draw antd's Result with its illustrations: loaded when shown, in
 * antd's theme (antd-scope.tsx), so that no page's first load carries them
 * (docs/benchmarks.md, issue 5).
 * When even that chunk cannot load (offline), a plain message with a reload stands in.
 */
function PlainError() {
  const { t } = useTranslation();
  return (
    <div role="alert" style={{ padding: 24, maxWidth: 640, margin: '0 auto', textAlign: 'center' }}>
      <h1 style={{ fontSize: 22 }}>{t('errors.pageCrashed')}</h1>
      <p>{t('errors.pageCrashedBody')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </div>
  );
}

function deferred<P extends object>(load: () => Promise<ComponentType<P>>, fallback: 'loading' | 'none') {
  const Lazy = lazy<ComponentType<P>>(() =>
    Promise.all([load(), import('../lib/antd/antd-scope')]).then(
      ([Component, { AntdScope }]) => ({
        default: (props: P) => (
          <AntdScope>
            <Component {...props} />
          </AntdScope>
        ),
      }),
      () => ({ default: PlainError as ComponentType<P> }),
    ),
  );
  return function Deferred(props: P) {
    return (
      <Suspense fallback={fallback === 'loading' ? <PageLoading /> : null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const RouteError = deferred(
  () => import('../components/route-error').then((m) => m.RouteError),
  'none',
);
export const NotFound = deferred(() => import('../components/route-error').then((m) => m.NotFound), 'none');
export const ComingSoon = deferred(
  () => import('../components/coming-soon').then((m) => m.ComingSoon),
  'loading',
);
export const Forbidden = deferred(() => import('./forbidden').then((m) => m.Forbidden), 'loading');
