import AppContext, { type useAppProps } from 'antd/es/app/context';
import { useContext } from 'react';

/**
 * antd's message, notification and modal (what `App.useApp()` answers) for a piece drawn without
 * antd: reading antd's App context alone keeps antd's App component and its style engine out of
 * a light page's chunk (the app fills the context with stand-ins that load the real ones).
 */
export function useFeedback(): useAppProps {
  return useContext(AppContext);
}
