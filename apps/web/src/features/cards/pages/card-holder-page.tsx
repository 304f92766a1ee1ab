import { type HeldCard, imUserIdOf, type Locale } from '@cidpex/contracts';
import { Alert, App, Button, Card, Col, Empty, Input, Pagination, Popconfirm, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { UserCenterFrame } from '../../../components/frames/user-center-frame';
import { formatDate } from '../../../lib/date-format';
import type { ApiError } from '../../../lib/http/client';
import { ChatButton } from '../../chat';
import { useCardHolder, useRemoveCard } from '../api/cards';
import { CardView } from '../components/card-view';

const PAGE_SIZE = 12;

/** /user/UserCenter/cardHolder: the cards I hold, searched by name, company, mobile or email. */
export default function CardHolderPage() {
  const { t, i18n } = useTranslation('cards');
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useCardHolder({ keyword: keyword || undefined, page, pageSize: PAGE_SIZE });
  const remove = useRemoveCard();

  const search = (value: string) => {
    const next = new URLSearchParams();
    if (value.trim()) next.set('q', value.trim());
    setParams(next);
  };

  const removeCard = (card: HeldCard) =>
    remove.mutate(card.id, { onSuccess: () => void message.success(t('holder.removed')) });

  return (
    <UserCenterFrame
      active="cardHolder"
      title={t('holder.title')}
      extra={<ButtonLink to="/user/UserCenter/exchangeVcard">{t('nav.exchangeVcard')}</ButtonLink>}
    >
      <Input.Search
        aria-label={t('holder.search')}
        placeholder={t('holder.search')}
        defaultValue={keyword}
        onSearch={search}
        allowClear
        style={{ maxWidth: 360, marginBottom: 16 }}
        maxLength={50}
      />
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : query.error ? (
        <Alert
          type="error"
          showIcon
          title={(query.error as ApiError).message}
          action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
        />
      ) : query.data.total === 0 ? (
        <Empty description={keyword ? t('holder.noMatch') : t('holder.empty')}>
          {keyword ? null : (
            <ButtonLink type="primary" to="/user/UserCenter/exchangeVcard">
              {t('nav.exchangeVcard')}
            </ButtonLink>
          )}
        </Empty>
      ) : (
        <>
          <p style={{ color: '#5b6b70' }}>{t('holder.count', { count: query.data.total })}</p>
          <Row gutter={[16, 16]}>
            {query.data.rows.map((card) => (
              <Col key={card.id} xs={24} md={12} xl={8}>
                <Card
                  size="small"
                  style={{ height: '100%' }}
                  actions={[
                    <Popconfirm
                      key="remove"
                      title={t('holder.removeConfirm', { name: card.name })}
                      okText={t('holder.remove')}
                      cancelText={t('cancel')}
                      onConfirm={() => removeCard(card)}
                    >
                      <Button type="link" danger>
                        {t('holder.remove')}
                      </Button>
                    </Popconfirm>,
                  ]}
                >
                  <CardView card={card} />
                  <p style={{ color: '#8a979b', fontSize: 12, margin: '8px 0 0' }}>
                    {t('holder.exchangedAt', { date: formatDate(card.exchangedAt, i18n.language as Locale) })}
                  </p>
                  <div style={{ marginTop: 8 }}>
                    <ChatButton imUserId={imUserIdOf(card.userId)} size="small" type="default" />
                  </div>
                </Card>
              </Col>
            ))}
          </Row>
          {query.data.total > PAGE_SIZE ? (
            <Pagination
              style={{ marginTop: 16 }}
              current={page}
              pageSize={PAGE_SIZE}
              total={query.data.total}
              showSizeChanger={false}
              onChange={(next) => {
                const p = new URLSearchParams(params);
                p.set('page', String(next));
                setParams(p);
              }}
            />
          ) : null}
        </>
      )}
    </UserCenterFrame>
  );
}
