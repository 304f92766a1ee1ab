import { ErrorCode } from '@cidpex/contracts';
import { Card, Pagination, Result, Segmented, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryResult } from '../../../components/query-result';
import { UserText } from '../../../components/user-text';
import { formatDate } from '../../../lib/date-format';
import { ApiError } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import { CARDS_PAGE_SIZE, useRecommendCards } from '../api/platform';
import '../exhibitor-services.css';
import '../service-platform.css';

/** Errors that mean "no certified enterprise": the page points to joining instead of a retry. */
const NOT_MEMBER: number[] = [
  ErrorCode.NO_ENTERPRISE,
  ErrorCode.ENTERPRISE_NOT_CERTIFIED,
  ErrorCode.ENTERPRISE_REQUIRED_EN,
];

/**
 * /enterpriseServicePlatform/recommendCard: buyers recommended to the exhibitor — people who posted
 * a demand in its industries — with only their public part (name, company, what they seek).
 */
export default function RecommendCardPage() {
  const { t } = useTranslation('svcplat');
  const { t: tp } = useTranslation('purposes');
  const lang = useLang();
  const [search, setSearch] = useSearchParams();
  const category = search.get('category') ?? undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const cards = useRecommendCards(category, page);
  const set = (next: { category?: string; page?: number }) => {
    const params: Record<string, string> = {};
    const c = 'category' in next ? next.category : category;
    if (c) params.category = c;
    if (next.page && next.page > 1) params.page = String(next.page);
    setSearch(params);
  };
  const notMember = cards.error instanceof ApiError && NOT_MEMBER.includes(cards.error.code ?? 0);
  return (
    <div className="exsvc-page">
      <h1>{t('cards.title')}</h1>
      <p className="dir-muted">{t('cards.intro')}</p>
      {notMember ? (
        <Result
          status="info"
          title={t('cards.noEnterprise')}
          extra={<Link to="/enterpriseServicePlatform/settledPlatform">{t('cards.settled')}</Link>}
        />
      ) : (
        <QueryResult
          query={cards}
          retryText={t('retry')}
          isEmpty={(p) => p.total === 0}
          empty={t('cards.empty')}
          emptyExtra={<Link to="/inter/SupplyPlatform">{t('cards.board')}</Link>}
        >
          {(p) => (
            <>
              {p.industry && (
                <p data-testid="cards-industry">
                  {t('cards.industry', { industry: t(`exsvc:business.industries.${p.industry}`) })}
                </p>
              )}
              {p.categories.length > 1 && (
                <div style={{ overflowX: 'auto', marginBottom: 12 }}>
                  <Segmented
                    aria-label={t('cards.category')}
                    value={category ?? ''}
                    onChange={(v) => set({ category: (v as string) || undefined, page: 1 })}
                    options={[
                      { value: '', label: t('cards.all') },
                      ...p.categories.map((c) => ({ value: c, label: tp(`categories.${c}`) })),
                    ]}
                  />
                </div>
              )}
              <ul className="svcplat-cards" data-testid="recommend-cards">
                {p.rows.map((card) => (
                  <li key={card.purposeId} data-testid={`recommend-card-${card.purposeId}`}>
                    <Card size="small" style={{ height: '100%' }}>
                      <div className="svcplat-card__name">
                        <UserText>{card.name}</UserText>
                      </div>
                      <div>
                        <UserText>
                          {(lang === 'en' && card.enterpriseNameEn) || card.enterpriseName || '—'}
                        </UserText>
                      </div>
                      <p style={{ margin: '8px 0' }}>
                        <Tag>{tp(`categories.${card.category}`)}</Tag>
                        <span className="dir-muted">{t('cards.seeking')}</span>
                        <UserText>{card.seeking}</UserText>
                      </p>
                      <p className="dir-muted" style={{ margin: '0 0 8px' }}>
                        {t('cards.published', { date: formatDate(card.publishTime, lang) })}
                      </p>
                      <Link to={`/enterpriseServicePlatform/cardDetail?id=${card.purposeId}`}>
                        {t('cards.open')}
                      </Link>
                    </Card>
                  </li>
                ))}
              </ul>
              {p.total > CARDS_PAGE_SIZE && (
                <Pagination
                  style={{ marginTop: 12 }}
                  current={p.page}
                  pageSize={CARDS_PAGE_SIZE}
                  total={p.total}
                  showSizeChanger={false}
                  onChange={(n) => set({ page: n })}
                />
              )}
            </>
          )}
        </QueryResult>
      )}
    </div>
  );
}
