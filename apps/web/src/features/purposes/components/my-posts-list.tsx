import { PURPOSE_STATES, type Purpose, purposeActionAllowed } from '@cidpex/contracts';
import { App, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionList } from '../../../components/action-list';
import { ButtonLink } from '../../../components/button-link';
import { ConfirmButton } from '../../../components/confirm-button';
import { PagedResult } from '../../../components/paged-result';
import { ReasonAlert } from '../../../components/reason-alert';
import { UserText } from '../../../components/user-text';
import { readOption, readPage, useUrlParams } from '../../../lib/url-params';
import { useCheckPurpose, useDeletePurpose, useMyPurposes } from '../api/purposes';
import { PurposeStatus, useFormatTime, usePurposePaths } from './purpose-parts';

const PAGE_SIZE = 10;
const TABS = ['all', ...PURPOSE_STATES] as const;

/** The caller's posts by state, with edit, cancel, republish and delete where the state table allows. */
export function MyPostsList() {
  const { t } = useTranslation('purposes');
  const { message } = App.useApp();
  const paths = usePurposePaths();
  const time = useFormatTime();
  const [params, update] = useUrlParams();
  const tab = readOption(params.get('status'), TABS, 'all');
  const query = useMyPurposes({
    publishStatus: tab === 'all' ? undefined : tab,
    page: readPage(params),
    pageSize: PAGE_SIZE,
  });
  const check = useCheckPurpose();
  const remove = useDeletePurpose();
  const counts = query.data?.counts;
  const move = (p: Purpose, action: 'cancel' | 'republish') =>
    check.mutate({ id: p.id, action }, { onSuccess: () => void message.success(t(`mine.done.${action}`)) });
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <ButtonLink type="primary" to={paths.publish}>
          {t('board.publish')}
        </ButtonLink>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ status: key === 'all' ? null : key, page: null })}
        items={TABS.map((key) => ({
          key,
          label: key === 'all' ? t('mine.all') : `${t(`status.${key}`)}${counts ? ` (${counts[key]})` : ''}`,
        }))}
      />
      <PagedResult
        query={query}
        pageSize={PAGE_SIZE}
        pagerStyle={{ marginTop: 16 }}
        isEmpty={(d) => d.total === 0}
        empty={t('mine.empty')}
        emptyExtra={
          <ButtonLink type="primary" to={paths.publish}>
            {t('board.publish')}
          </ButtonLink>
        }
        retryText={t('retry')}
        loading={<Skeleton active paragraph={{ rows: 4 }} />}
      >
        {(data) => (
          <ActionList
            rows={data.rows}
            item={(p) => ({
              avatar: p.cover ? (
                <img
                  src={`${p.cover.url}?width=172`}
                  alt={p.title}
                  width={86}
                  height={56}
                  style={{ borderRadius: 4 }}
                />
              ) : undefined,
              title: (
                <>
                  <PurposeStatus status={p.publishStatus} />{' '}
                  <ButtonLink type="link" style={{ padding: 0 }} to={paths.detail(p.id)}>
                    <UserText>{p.title}</UserText>
                  </ButtonLink>
                </>
              ),
              description: (
                <>
                  {t(`types.${p.type}`)} · {t('mine.updated', { time: time(p.updatedAt) })} ·{' '}
                  {t('card.counts', { comments: p.commentCount, favorites: p.favoriteCount })}
                  {p.publishStatus === 'Pending' ? <div>{t('mine.pendingHint')}</div> : null}
                  <ReasonAlert
                    title={t('mine.rejectReason')}
                    reason={p.rejectReason}
                    style={{ marginTop: 8 }}
                  />
                </>
              ),
              actions: [
                purposeActionAllowed(p.publishStatus, 'edit') ? (
                  <ButtonLink key="edit" type="link" to={paths.edit(p.id)}>
                    {t('mine.edit')}
                  </ButtonLink>
                ) : null,
                purposeActionAllowed(p.publishStatus, 'cancel') ? (
                  <ConfirmButton
                    key="cancel"
                    type="link"
                    label={t('mine.cancel')}
                    confirm={t('mine.cancelConfirm', { title: p.title })}
                    onConfirm={() => move(p, 'cancel')}
                  />
                ) : null,
                purposeActionAllowed(p.publishStatus, 'republish') ? (
                  <ConfirmButton
                    key="republish"
                    type="link"
                    label={t('mine.republish')}
                    confirm={t('mine.republishConfirm')}
                    onConfirm={() => move(p, 'republish')}
                  />
                ) : null,
                purposeActionAllowed(p.publishStatus, 'delete') ? (
                  <ConfirmButton
                    key="delete"
                    type="link"
                    danger
                    label={t('mine.delete')}
                    confirm={t('mine.deleteConfirm', { title: p.title })}
                    onConfirm={() =>
                      remove.mutate(p.id, { onSuccess: () => void message.success(t('mine.done.delete')) })
                    }
                  />
                ) : null,
              ],
            })}
          />
        )}
      </PagedResult>
    </>
  );
}
