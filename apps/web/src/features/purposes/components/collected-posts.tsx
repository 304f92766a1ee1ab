import { App, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionList } from '../../../components/action-list';
import { ButtonLink } from '../../../components/button-link';
import { ConfirmButton } from '../../../components/confirm-button';
import { PagedResult } from '../../../components/paged-result';
import { readPage, useUrlParams } from '../../../lib/url-params';
import { useMyFavorites, useToggleFavorite } from '../api/interactions';
import { PurposeStatus, useFormatTime, usePurposePaths } from './purpose-parts';

const PAGE_SIZE = 10;

/** The posts tab of my collections: collected posts, newest first, with cancel. */
export function CollectedPosts() {
  const { t } = useTranslation('purposes');
  const { message } = App.useApp();
  const paths = usePurposePaths();
  const time = useFormatTime();
  const [params] = useUrlParams();
  const query = useMyFavorites({ page: readPage(params), pageSize: PAGE_SIZE });
  const toggle = useToggleFavorite();
  return (
    <PagedResult
      query={query}
      pageSize={PAGE_SIZE}
      pagerStyle={{ marginTop: 16 }}
      isEmpty={(d) => d.total === 0}
      empty={t('collection.empty')}
      emptyExtra={
        <ButtonLink type="primary" to={paths.board}>
          {t('collection.browse')}
        </ButtonLink>
      }
      retryText={t('retry')}
      loading={<Skeleton active paragraph={{ rows: 3 }} />}
    >
      {(data) => (
        <ActionList
          rows={data.rows}
          item={(f) => ({
            avatar: f.coverUrl ? (
              <img
                src={`${f.coverUrl}?width=172`}
                alt={f.purposeTitle}
                width={86}
                height={56}
                style={{ borderRadius: 4 }}
              />
            ) : undefined,
            title: (
              <>
                {f.publishStatus !== 'Passed' ? <PurposeStatus status={f.publishStatus} /> : null}
                <ButtonLink type="link" style={{ padding: 0 }} to={paths.detail(f.purposeId)}>
                  {f.purposeTitle}
                </ButtonLink>
              </>
            ),
            description: `${t(`types.${f.purposeType}`)} · ${t('collection.at', { time: time(f.createdAt) })}`,
            actions: [
              <ConfirmButton
                key="cancel"
                type="link"
                danger
                label={t('detail.uncollect')}
                confirm={t('collection.cancelConfirm')}
                onConfirm={() =>
                  toggle.mutate(
                    { purposeId: f.purposeId, collect: false },
                    { onSuccess: () => void message.success(t('detail.uncollected')) },
                  )
                }
              />,
            ],
          })}
        />
      )}
    </PagedResult>
  );
}
