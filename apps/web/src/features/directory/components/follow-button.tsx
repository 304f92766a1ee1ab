import { type FollowTarget, followKey } from '@cidpex/contracts';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLang } from '../../../lib/i18n';
import { loginPathFor } from '../../../lib/route-rules';
import { useSession } from '../../../lib/session/session-store';
import { useFollow, useFollowState, useUnfollow } from '../../follows';

/**
 * Follow an enterprise or favourite a product (features/follows). Login is required: an
 * anonymous person goes to the login page of the stored language and comes back here.
 */
export function FollowButton({ targetType, targetId }: { targetType: FollowTarget; targetId: number }) {
  const { t } = useTranslation('directory');
  const { message } = App.useApp();
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
      <Button
        type={followed ? 'default' : 'primary'}
        aria-pressed={followed}
        loading={follow.isPending || unfollow.isPending}
        onClick={onClick}
        data-testid={`${kind}-button`}
        // "关注" beside "在线洽谈" and "预约洽谈": antd's space between two characters made it "关 注".
        autoInsertSpace={false}
      >
        {t(followed ? `${kind}.active` : `${kind}.action`)}
      </Button>
      {state.data && state.data.count > 0 ? (
        <span className="dir-muted">{t(`${kind}.count`, { count: state.data.count })}</span>
      ) : null}
    </span>
  );
}
