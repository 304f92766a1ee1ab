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
import { UserCenterFrame } from '../../users/components/user-center-frame';
import { useMyFollows, useUnfollow } from '../api/follows';

const PAGE_SIZE = 10;

function localName(row: { name: string; nameEn: string | null }, english: boolean) {
  return english && row.nameEn ? row.nameEn : row.name;
}

/**
 * /userCenterEn/focusEnterpriseEn: the enterprises I follow and the products I favourited,
 * searched by name, with unfollow.
 */
export default function FocusEnterprisePage() {
  const { t, i18n } = useTranslation('follows');
  const { message } = App.useApp();
  const english = useLang() === 'en';
  const [params, setParams] = useSearchParams();
  const targetType: FollowTarget = params.get('type') === 'product' ? 'product' : 'enterprise';
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

  const remove = (row: FollowRow) =>
    unfollow.mutate(row.id, { onSuccess: () => void message.success(t('removed')) });

  return (
    <UserCenterFrame active="focusEnterprise" title={t('title')}>
      <Tabs
        activeKey={targetType}
        onChange={(key) => update({ type: key === 'product' ? 'product' : null, page: null, q: null })}
        items={FOLLOW_TARGETS.map((type) => ({ key: type, label: t(`tabs.${type}`) }))}
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
                      title={t('removeConfirm', { name })}
                      okText={t('remove')}
                      cancelText={t('cancel')}
                      onConfirm={() => remove(row)}
                    >
                      <Button danger type="link">
                        {t('remove')}
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
                          {name.slice(0, 1)}
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
    </UserCenterFrame>
  );
}
