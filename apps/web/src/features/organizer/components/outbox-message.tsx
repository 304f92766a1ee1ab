import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { findCode, splitCodes } from '../lib/format';

/** The body of a sent message with its verification code set off, and a button to copy the code. */
export function OutboxBody({ body }: { body: string }) {
  return (
    <p className="org-msg__body">
      {splitCodes(body).map((part, i) =>
        part.code ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
          <strong key={i} className="org-code">
            {part.text}
          </strong>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

export function CopyCode({ body }: { body: string }) {
  const { t } = useTranslation('organizer');
  const { message } = App.useApp();
  const code = findCode(body);
  if (!code) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      message.success(t('outbox.copied', { code }));
    } catch {
      message.info(code);
    }
  };
  return (
    <Button size="small" onClick={copy} aria-label={t('outbox.copyCode', { code })}>
      {t('outbox.copy')}
    </Button>
  );
}
