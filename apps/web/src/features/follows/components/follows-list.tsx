import type { Locale } from '@cidpex/contracts';
import { bilingualDisplayName, FOLLOW_TARGETS, type FollowRow, type FollowTarget } from '@cidpex/contracts';
import { App, Avatar, Button, List, Skeleton, Tabs, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-button';
import { PagedResult } from '../../../components/paged-result';
import { UrlSearch } from '../../../components/url-search';
import { UserText } from '../../../components/user-text';
import { formatDate } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { readOption, readPage, useUrlParams } from '../../../lib/url-params';
import { exhibitorListPath } from '../../home';
import { useMyFollows, useUnfollow } from '../api/follows';

const PAGE_SIZE = 10;

/**
 * The enterprises I follow and the products I saved, in two tabs (`?type=`), searched by name,
 * with unfollow. `first` is the tab shown when the address names none.
 */
export function FollowsList({
  first,
  extraTab,
}: {
  first: FollowTarget;
  /** A further tab of collected things owned by another feature (the board's posts), `?type=<key>`. */
  extraTab?: { key: string; label: string; content: ReactNode };
}) {
  const { t, i18n } = useTranslation('follows');
  const { message } = App.useApp();
  const english = useLang() === 'en';
  const [params, update] = useUrlParams();
  const navigate = useNavigate();
  const targetType = readOption(params.get('type'), FOLLOW_TARGETS, first);
  const tabs = first === 'product' ? [...FOLLOW_TARGETS].reverse() : FOLLOW_TARGETS;
  const keyword = params.get('q') ?? '';
  const query = useMyFollows({
    targetType,
    keyword: keyword || undefined,
    page: readPage(params),
    pageSize: PAGE_SIZE,
  });
  const unfollow = useUnfollow();

  const saved = targetType === 'product';
  const remove = (row: FollowRow) =>
    unfollow.mutate(row.id, { onSuccess: () => void message.success(t(saved ? 'unsaved' : 'removed')) });

  const extraActive = extraTab !== undefined && params.get('type') === extraTab.key;
  const tabBar = (
    <Tabs
      activeKey={extraActive ? extraTab.key : targetType}
      onChange={(key) => update({ type: key === first ? null : key, page: null, q: null })}
      items={[
        ...tabs.map((type) => ({ key: type, label: t(`tabs.${type}`) })),
        ...(extraTab ? [{ key: extraTab.key, label: extraTab.label }] : []),
      ]}
    />
  );
  if (extraActive) {
    return (
      <>
        {tabBar}
        {extraTab.content}
      </>
    );
  }
  return (
    <>
      {tabBar}
      <UrlSearch key={targetType} label={t('search')} style={{ maxWidth: 360, marginBottom: 16 }} />
      <PagedResult
        query={query}
        pageSize={PAGE_SIZE}
        pagerStyle={{ marginTop: 16 }}
        isEmpty={(data) => data.total === 0}
        empty={keyword ? t('noMatch') : t(`empty.${targetType}`)}
        emptyExtra={
          keyword ? null : (
            <Button type="primary" onClick={() => navigate(exhibitorListPath(english ? 'en' : 'zh'))}>
              {t('browse')}
            </Button>
          )
        }
        retryText={t('retry')}
        loading={<Skeleton active avatar paragraph={{ rows: 3 }} />}
      >
        {(data) => (
          <>
            <p style={{ color: '#5b6b70' }}>{t(`count.${targetType}`, { count: data.total })}</p>
            <List
              dataSource={data.rows}
              rowKey="id"
              renderItem={(row) => {
                const name = bilingualDisplayName(row, english);
                return (
                  <List.Item
                    actions={[
                      <ConfirmButton
                        key="remove"
                        danger
                        type="link"
                        label={t(saved ? 'unsave' : 'remove')}
                        confirm={t(saved ? 'unsaveConfirm' : 'removeConfirm', { name })}
                        onConfirm={() => remove(row)}
                      />,
                    ]}
                  >
                    <List.Item.Meta
                      avatar={
                        row.imageUrl ? (
                          <Avatar shape="square" size={56} src={`${row.imageUrl}?width=112`} alt={name} />
                        ) : (
                          <Avatar shape="square" size={56} aria-hidden>
                            <UserText>{name.slice(0, 1)}</UserText>
                          </Avatar>
                        )
                      }
                      title={
                        <>
                          <UserText>{name}</UserText>{' '}
                          {row.available ? null : <Tag>{t(`unavailable.${targetType}`)}</Tag>}
                        </>
                      }
                      description={
                        <>
                          {targetType === 'product' ? (
                            <>
                              <UserText>
                                {bilingualDisplayName(
                                  { name: row.enterpriseName, nameEn: row.enterpriseNameEn },
                                  english,
                                )}
                              </UserText>
                              {' · '}
                            </>
                          ) : null}
                          {t('since', { date: formatDate(row.createdAt, i18n.language as Locale) })}
                        </>
                      }
                    />
                  </List.Item>
                );
              }}
            />
          </>
        )}
      </PagedResult>
    </>
  );
}
