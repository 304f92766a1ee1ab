import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading';
import { BRAND } from '../../lib/antd/theme';

/**
 * The organizer console's frame while its chunks arrive on a first load (React Router's
 * HydrateFallback, issue 23 item 9): the console's bar and a skeleton at once, no antd, no
 * data. The real frame (organizer-layout.tsx) replaces it when loaded.
 */
export function ConsoleFrameFallback() {
  const { t } = useTranslation('organizer');
  return (
    <div data-testid="console-fallback" style={{ minHeight: '100vh', background: '#f5f7f8' }}>
      <header
        style={{
          background: BRAND.primary,
          color: '#fff',
          display: 'flex',
          alignItems: 'center',
          padding: '0 16px',
          height: 56,
          fontWeight: 600,
        }}
      >
        {t('consoleName')}
      </header>
      <main id="main">
        <PageLoading />
      </main>
    </div>
  );
}
