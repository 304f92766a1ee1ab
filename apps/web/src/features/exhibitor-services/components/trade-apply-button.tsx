import type { TradeApplyKind } from '@cidpex/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { antdIsland } from '../../../components/antd-island';
import { useLang } from '../../../lib/i18n';
import { loginPathFor } from '../../../lib/route-rules';
import { useSession } from '../../../lib/session/session-store';
import { useMyTradeApply } from '../api/trade-applies';
import '../../../components/controls.css';

/** Its tag's colour by state, as TradeApplyCard's antd tags (TRADE_COLOUR). */
const TAG = { pending: 'tag--processing', accepted: 'tag--success', declined: 'tag--error' } as const;

const Dialog = antdIsland(() => import('./trade-apply-dialog').then((m) => m.default));

/**
 * A buyer's "request a sample" (on a product) or "apply as agent" (on an exhibitor): a form in a
 * dialog, prefilled from the account; once sent, the button shows the application's state. Login
 * is required: an anonymous person goes to the login page and comes back here.
 * Drawn without antd (the exhibitor and product pages' first load, issue 22): the dialog and
 * antd come when the pointer nears the button or at the tap.
 */
export function TradeApplyButton({ kind, targetId }: { kind: TradeApplyKind; targetId: number }) {
  const { t } = useTranslation('exhub');
  const { token } = useSession();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const mine = useMyTradeApply(kind, targetId, Boolean(token));
  // `shown` keeps the dialog mounted after its first opening, so that it closes with its animation.
  const [shown, setShown] = useState(false);
  const [open, setOpen] = useState(false);
  const sent = mine.data;

  if (sent) {
    return (
      <span data-testid={`${kind}-apply-state`}>
        {t(`trade.${kind}.sent`)}{' '}
        <span className={`tag ${TAG[sent.status]}`}>{t(`trade.states.${sent.status}`)}</span>
        {sent.reply ? <span className="dir-muted">{sent.reply}</span> : null}
      </span>
    );
  }

  return (
    <>
      <button
        type="button"
        className="btn"
        onPointerEnter={token ? () => void Dialog.preload() : undefined}
        onFocus={token ? () => void Dialog.preload() : undefined}
        onClick={() => {
          if (!token) {
            navigate(loginPathFor(lang, `${location.pathname}${location.search}`));
            return;
          }
          setShown(true);
          setOpen(true);
        }}
        data-testid={`${kind}-apply`}
      >
        {t(`trade.${kind}.action`)}
      </button>
      {shown ? <Dialog kind={kind} targetId={targetId} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
