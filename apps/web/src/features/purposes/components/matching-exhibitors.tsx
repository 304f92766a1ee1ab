import { Alert, Avatar, Button, Card, List, Skeleton, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserText } from '../../../components/user-text';
import type { ApiError } from '../../../lib/http/client';
import { ChatButton } from '../../chat';
import { usePurposeMatches } from '../api/matching';
import { usePurposePaths } from './purpose-parts';

/** Under a published demand post: the exhibitors whose business matches it, each a tap away. */
export function MatchingExhibitors({ purposeId }: { purposeId: number }) {
  const { t } = useTranslation('purposes');
  const paths = usePurposePaths();
  const query = usePurposeMatches(purposeId, true);
  return (
    <Card size="small" title={t('matches.title')} style={{ margin: '16px 0' }}>
      <p style={{ color: '#5b6b70', marginTop: 0 }}>{t('matches.hint')}</p>
      {query.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : query.isError ? (
        <Alert
          type="error"
          showIcon
          title={(query.error as ApiError).message}
          action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <List
          dataSource={query.data}
          rowKey="enterpriseId"
          locale={{ emptyText: t('matches.empty') }}
          renderItem={(m) => {
            const page = paths.english
              ? `/en/enterprise/detail?id=${m.enterpriseId}`
              : `/exhibitor/companyInfo?id=${m.enterpriseId}`;
            return (
              <List.Item
                actions={[
                  <ChatButton key="chat" enterpriseId={m.enterpriseId} size="small" type="default" />,
                  <Link
                    key="meet"
                    to={`${paths.english ? '/en/InvitationMeetEn' : '/interaction/InvitationMeet'}?enterpriseId=${m.enterpriseId}&purposeId=${purposeId}`}
                  >
                    {t('matches.meet')}
                  </Link>,
                ]}
              >
                <List.Item.Meta
                  avatar={
                    // The logo sits beside the exhibitor's name, which says it: a decoration (alt="").
                    <Avatar
                      shape="square"
                      size={48}
                      alt=""
                      src={m.logoUrl ? `${m.logoUrl}?width=96` : undefined}
                    >
                      {m.name.slice(0, 2)}
                    </Avatar>
                  }
                  title={
                    <Link to={page}>
                      <UserText>{m.name}</UserText>
                    </Link>
                  }
                  description={
                    <Space size={4} wrap>
                      {m.boothNos.length > 0 ? (
                        <span>
                          {t('detail.booth')}: {m.boothNos.join(', ')}
                        </span>
                      ) : null}
                      {m.matchedNames.map((n) => (
                        <Tag key={n} color="blue">
                          {n}
                        </Tag>
                      ))}
                    </Space>
                  }
                />
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
