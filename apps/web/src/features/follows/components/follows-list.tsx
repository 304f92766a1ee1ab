import { FOLLOW_TARGETS, type FollowRow, type FollowTarget } from '@cidpex/contracts';
import {
  Alert,
  App,
  Avatar,
  Button,
  Empty,
  Input,
  List,
  Pagination,
  Popconfirm,
  Skeleton,
  Tabs,
  Tag,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLang } from '../../../app/lang';
import { UserText } from '../../../components/user-text';
import type { ApiError } from '../../../lib/http/client';
import { useMyFollows, useUnfollow } from '../api/follows';

const PAGE_SIZE = 10;

function localName(row: { name: string; nameEn: string | null }, english: boolean) {
  return english && row.nameEn ? row.nameEn : row.name;
}

/**
 * The enterprises I follow and the products I saved, in two tabs (`?type=`), searched by name,
 * with unfollow. `first` is the tab shown when the address names none.
 */
export function FollowsList({ first }: { first: FollowTarget }) {
  const { t, i18n } = useTranslation('follows');
  const { message } = App.useApp();
  const english = useLang() === 'en';
  const [params, setParams] = useSearchParams();
  const asked = params.get('type');
  const targetType: FollowTarget = asked === 'product' || asked === 'enterprise' ? asked : first;
  const tabs = first === 'product' ? [...FOLLOW_TARGETS].reverse() : FOLLOW_TARGETS;
  const keyword = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useMyFollows({ targetType, keyword: keyword || undefined, page, pageSize: PAGE_SIZE });
  const unfollow = useUnfollow();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  const saved = targetType === 'product';
  const remove = (row: FollowRow) =>
    unfollow.mutate(row.id, { onSuccess: () => void message.success(t(saved ? 'unsaved' : 'removed')) });

  return (
    <>
      <Tabs
        activeKey={targetType}
        onChange={(key) => update({ type: key === first ? null : key, page: null, q: null })}
        items={tabs.map((type) => ({ key: type, label: t(`tabs.${type}`) }))}
      />
      <Input.Search
        key={targetType}
        aria-label={t('search')}
        placeholder={t('search')}
        defaultValue={keyword}
        allowClear
        maxLength={50}
        onSearch={(value) => update({ q: value.trim() || null, page: null })}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      {query.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : query.error ? (
        <Alert
          type="error"
          showIcon
          title={(query.error as ApiError).message}
          action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
        />
      ) : query.data.total === 0 ? (
        <Empty description={keyword ? t('noMatch') : t(`empty.${targetType}`)} />
      ) : (
        <>
          <p style={{ color: '#5b6b70' }}>{t(`count.${targetType}`, { count: query.data.total })}</p>
          <List
            dataSource={query.data.rows}
            rowKey="id"
            renderItem={(row) => {
              const name = localName(row, english);
              return (
                <List.Item
                  actions={[
                    <Popconfirm
                      key="remove"
                      title={t(saved ? 'unsaveConfirm' : 'removeConfirm', { name })}
                      okText={t(saved ? 'unsave' : 'remove')}
                      cancelText={t('cancel')}
                      onConfirm={() => remove(row)}
                    >
                      <Button danger type="link">
                        {t(saved ? 'unsave' : 'remove')}
                      </Button>
                    </Popconfirm>,
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
                              {localName({ name: row.enterpriseName, nameEn: row.enterpriseNameEn }, english)}
                            </UserText>
                            {' · '}
                          </>
                        ) : null}
                        {t('since', { date: date.format(new Date(row.createdAt)) })}
                      </>
                    }
                  />
                </List.Item>
              );
            }}
          />
          {query.data.total > PAGE_SIZE ? (
            <Pagination
              style={{ marginTop: 16 }}
              current={page}
              pageSize={PAGE_SIZE}
              total={query.data.total}
              showSizeChanger={false}
              onChange={(next) => update({ page: String(next) })}
            />
          ) : null}
        </>
      )}
    </>
  );
}
