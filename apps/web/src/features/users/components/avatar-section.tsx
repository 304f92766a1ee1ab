import type { User } from '@cidpex/contracts';
import { App, Avatar, Button, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';
import type { ApiError } from '../../../lib/http/client';
import { useUploadPercent } from '../../../lib/use-pending-uploads';
import { useUpdateUser } from '../api/update-user';
import { uploadAvatar } from '../api/upload-avatar';

/** The profile photo: shown, replaced by an upload (stored at once), or removed. */
export function AvatarSection({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const { message } = App.useApp();
  const update = useUpdateUser();
  const [uploading, setUploading] = useState(false);
  const percent = useUploadPercent();
  const busy = uploading || update.isPending;
  const display = user.name || [user.firstName, user.lastName].filter(Boolean).join(' ') || '?';

  const save = (avatar: string, done: string) =>
    update.mutate(
      { userId: user.id, body: { avatar } },
      {
        onSuccess: () => void message.success(t(done)),
        onError: (err) => void message.error(err.message),
      },
    );

  return (
    <section aria-labelledby="avatar-heading" style={{ marginBottom: 32 }}>
      <h2 id="avatar-heading" style={{ fontSize: 18, margin: '0 0 12px' }}>
        {t('info.avatar')}
      </h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
        {user.avatar ? (
          <Avatar size={80} src={`${user.avatar}?width=160`} alt={t('info.avatarAlt', { name: display })} />
        ) : (
          <Avatar size={80} aria-hidden>
            <UserText>{display.slice(0, 1)}</UserText>
          </Avatar>
        )}
        <Space wrap>
          <Upload
            accept=".jpg,.jpeg,.png"
            showUploadList={false}
            disabled={busy}
            customRequest={({ file, onSuccess, onError }) => {
              setUploading(true);
              const slot = percent.track();
              uploadAvatar(file as File, slot.progress)
                .then((attachment) => {
                  onSuccess?.(attachment);
                  save(attachment.url, 'info.avatarSaved');
                })
                .catch((err: ApiError) => {
                  void message.error(err.message);
                  onError?.(err);
                })
                .finally(() => {
                  slot.done();
                  setUploading(false);
                });
            }}
          >
            <Button loading={busy} disabled={busy}>
              {user.avatar ? t('info.changeAvatar') : t('info.uploadAvatar')}
            </Button>
          </Upload>
          {percent.node}
          {user.avatar ? (
            <Button danger disabled={busy} onClick={() => save('', 'info.avatarRemoved')}>
              {t('info.removeAvatar')}
            </Button>
          ) : null}
        </Space>
      </div>
      <p style={{ margin: '8px 0 0', color: '#5b6b70' }}>{t('info.avatarHint')}</p>
    </section>
  );
}
