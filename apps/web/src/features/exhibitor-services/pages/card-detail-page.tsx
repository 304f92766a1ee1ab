import { Alert, Button, Card, Descriptions, Result, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { QueryResult } from '../../../components/query-result';
import { UserText } from '../../../components/user-text';
import { useLang } from '../../../lib/i18n';
import { useRecommendCard } from '../api/platform';
import '../exhibitor-services.css';

/**
 * /enterpriseServicePlatform/cardDetail?id=…: one recommended buyer's card — the public part only —
 * and the ways to get in touch the portal already has: the chat application on their demand post
 * (the board's flow) and the exchange of business cards. Contacts come only from those.
 */
export default function CardDetailPage() {
  const { t } = useTranslation('svcplat');
  const { t: tp } = useTranslation('purposes');
  const lang = useLang();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const raw = Number(search.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const card = useRecommendCard(id);
  const back = <Link to="/enterpriseServicePlatform/recommendCard">{t('card.back')}</Link>;
  return (
    <div className="exsvc-page">
      <h1>{t('card.title')}</h1>
      {id === null ? (
        <Result status="warning" title={t('card.missing')} extra={back} />
      ) : (
        <QueryResult query={card} retryText={t('retry')}>
          {(c) => (
            <>
              <Card data-testid="card-detail" style={{ marginBottom: 12 }}>
                <h2 style={{ marginTop: 0 }}>
                  <UserText>{c.name}</UserText>
                </h2>
                <Descriptions
                  size="small"
                  column={1}
                  items={[
                    {
                      key: 'company',
                      label: t('card.company'),
                      children: (
                        <UserText>
                          {(lang === 'en' && c.enterpriseNameEn) || c.enterpriseName || '—'}
                        </UserText>
                      ),
                    },
                    ...(c.boothNos.length > 0
                      ? [{ key: 'booths', label: t('card.booths'), children: c.boothNos.join(', ') }]
                      : []),
                    { key: 'category', label: t('card.category'), children: tp(`categories.${c.category}`) },
                    { key: 'seeking', label: t('card.seeking'), children: <UserText>{c.seeking}</UserText> },
                  ]}
                />
                <h3>{t('card.demand')}</h3>
                <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  <UserText>{c.content}</UserText>
                </p>
              </Card>
              <Alert type="info" showIcon title={t('card.privacy')} style={{ marginBottom: 12 }} />
              {c.myApplyChat && (
                <p data-testid="card-applied">
                  {t('card.applied')}{' '}
                  <Tag>{tp(`chatStatus.${c.myApplyChat}`, { defaultValue: c.myApplyChat })}</Tag>
                </p>
              )}
              <Space wrap>
                <Button type="primary" onClick={() => navigate(`/inter/detail?id=${c.purposeId}`)}>
                  {t('card.apply')}
                </Button>
                <Button onClick={() => navigate('/user/UserCenter/exchangeVcard')}>
                  {t('card.exchange')}
                </Button>
                {back}
              </Space>
            </>
          )}
        </QueryResult>
      )}
    </div>
  );
}
