import { useTranslation } from 'react-i18next';
import { useFeedback } from '../lib/use-feedback';
import './controls.css';

/**
 * "Share" on a page a buyer sends on (an exhibitor, a product): the phone's own share sheet
 * (WeChat, mail, messages…) where the browser has one, else the page's address copied, with a
 * message either way. A light control (controls.css): usable on a page drawn without antd.
 */
export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const url = typeof window === 'undefined' ? '' : window.location.href;

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch {
        // Closed without sharing: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      void message.success(t('share.copied'));
    } catch {
      void message.info(t('share.failed'));
    }
  }

  return (
    <button type="button" className="btn" onClick={() => void share()} data-testid="share-button">
      {t('share.action')}
    </button>
  );
}
