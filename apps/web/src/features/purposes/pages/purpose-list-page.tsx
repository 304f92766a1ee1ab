import { PURPOSE_CATEGORIES, PURPOSE_LIMITS, PURPOSE_SORTS, PURPOSE_TYPES } from '@cidpex/contracts';
import { Col, Row, Segmented, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { PagedResult } from '../../../components/paged-result';
import { UrlSearch } from '../../../components/url-search';
import { readOption, readPage, useUrlParams } from '../../../lib/url-params';
import { useBoard } from '../api/purposes';
import { PurposeCard } from '../components/purpose-card';
import { usePurposePaths } from '../components/purpose-parts';

const PAGE_SIZE = 12;
const ALL = 'all';

/**
 * /inter/SupplyPlatform, /en/inter/SupplyPlatform, /userCenterEn/SupplyPlatform: the board of
 * published posts. Search, type, category, sort and page live in the address.
 */
export default function PurposeListPage() {
  const { t } = useTranslation('purposes');
  const paths = usePurposePaths();
  const [params, update] = useUrlParams();
  const type = readOption(params.get('type'), [ALL, ...PURPOSE_TYPES], ALL);
  const category = readOption(params.get('category'), [ALL, ...PURPOSE_CATEGORIES], ALL);
  const sort = readOption(params.get('sort'), PURPOSE_SORTS, 'newest');
  const keyword = params.get('q') ?? '';
  const query = useBoard({
    keyword: keyword || undefined,
    type: type === ALL ? undefined : type,
    category: category === ALL ? undefined : category,
    sort,
    page: readPage(params),
    pageSize: PAGE_SIZE,
  });
  return (
    <div className="page">
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 12,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <h1 style={{ fontSize: 24, margin: '8px 0' }}>{t('board.title')}</h1>
        <ButtonLink type="primary" to={paths.publish}>
          {t('board.publish')}
        </ButtonLink>
      </div>
      <p style={{ color: '#5b6b70' }}>{t('board.intro')}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
        <UrlSearch
          label={t('board.search')}
          maxLength={PURPOSE_LIMITS.keywordMax}
          style={{ flex: '1 1 240px', maxWidth: 360 }}
        />
        <Segmented
          aria-label={t('board.type')}
          value={type}
          onChange={(v) => update({ type: v === ALL ? null : String(v), page: null })}
          options={[ALL, ...PURPOSE_TYPES].map((v) => ({
            value: v,
            label: v === ALL ? t('board.allTypes') : t(`types.${v}`),
          }))}
        />
        <Select
          aria-label={t('board.category')}
          value={category}
          style={{ minWidth: 180 }}
          onChange={(v: string) => update({ category: v === ALL ? null : v, page: null })}
          options={[ALL, ...PURPOSE_CATEGORIES].map((v) => ({
            value: v,
            label: v === ALL ? t('board.allCategories') : t(`categories.${v}`),
          }))}
        />
        <Select
          aria-label={t('board.sort')}
          value={sort}
          style={{ minWidth: 150 }}
          onChange={(v: string) => update({ sort: v === 'newest' ? null : v, page: null })}
          options={PURPOSE_SORTS.map((v) => ({ value: v, label: t(`sort.${v}`) }))}
        />
      </div>
      <PagedResult
        query={query}
        pageSize={PAGE_SIZE}
        pagerStyle={{ marginTop: 16 }}
        isEmpty={(data) => data.total === 0}
        empty={keyword || type !== ALL || category !== ALL ? t('board.noMatch') : t('board.empty')}
        emptyExtra={
          <ButtonLink type="primary" to={paths.publish}>
            {t('board.publish')}
          </ButtonLink>
        }
        retryText={t('retry')}
        loading={<Skeleton active paragraph={{ rows: 6 }} />}
      >
        {(data) => (
          <>
            <p style={{ color: '#5b6b70' }}>{t('board.count', { count: data.total })}</p>
            <Row gutter={[16, 16]}>
              {data.rows.map((p) => (
                <Col key={p.id} xs={24} sm={12} lg={8} xl={6}>
                  <PurposeCard purpose={p} />
                </Col>
              ))}
            </Row>
          </>
        )}
      </PagedResult>
    </div>
  );
}
