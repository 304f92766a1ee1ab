import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { antdLocale, useLang } from '../i18n';
import { useMediaQuery } from '../use-media-query';
import { theme } from './theme';

/**
 * antd's ConfigProvider with the portal's theme and the current language's antd texts, around
 * what draws antd: every page but the ones drawn with the light controls (router.tsx, a route's
 * `plain`), the console's frame, the shell's occasional screens and the message/modal host.
 * Its own chunk, so that antd's style engine is not part of the app shell's first load.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const lang = useLang();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <ConfigProvider locale={antdLocale(lang)} theme={theme(lang, reducedMotion)}>
      {children}
    </ConfigProvider>
  );
}
