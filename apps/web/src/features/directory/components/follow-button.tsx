import { type FollowTarget, followKey } from '@cidpex/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLang } from '../../../lib/i18n';
import { loginPathFor } from '../../../lib/route-rules';
import { useSession } from '../../../lib/session/session-store';
import { useFeedback } from '../../../lib/use-feedback';
import { useFollow, useFollowState, useUnfollow } from '../../follows';
import '../../../components/controls.css';

/**
 * Follow an enterprise or favourite a product (features/follows). Login is required: an
 * anonymous person goes to the login page of the stored language and comes back here.
 * A light control (components/controls.css): the exhibitor and product pages are drawn without antd.
 */
export function FollowButton({ targetType, targetId }: { targetType: FollowTarget; targetId: number }) {
  const { t } = useTranslation('directory');
  const { message } = useFeedback();
  const { token } = useSession();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const state = useFollowState(followKey(targetType, targetId));
  const follow = useFollow();
  const unfollow = useUnfollow();
  const kind = targetType === 'enterprise' ? 'follow' : 'favourite';
  const followed = Boolean(token && state.data?.followed);

  const onClick = () => {
    if (!token) {
      navigate(loginPathFor(lang, `${location.pathname}${location.search}`));
      return;
    }
    if (followed && state.data?.followId) {
      unfollow.mutate(state.data.followId, { onSuccess: () => void message.success(t(`${kind}.removed`)) });
    } else {
      follow.mutate({ targetType, targetId }, { onSuccess: () => void message.success(t(`${kind}.done`)) });
    }
  };

  return (
    <span className="dir-follow">
      <button
        type="button"
        className={followed ? 'btn' : 'btn btn--primary'}
        aria-pressed={followed}
        aria-busy={follow.isPending || unfollow.isPending || undefined}
        disabled={follow.isPending || unfollow.isPending}
        onClick={onClick}
        data-testid={`${kind}-button`}
      >
        {t(followed ? `${kind}.active` : `${kind}.action`)}
      </button>
      {state.data && state.data.count > 0 ? (
        <span className="dir-muted">{t(`${kind}.count`, { count: state.data.count })}</span>
      ) : null}
    </span>
  );
}
