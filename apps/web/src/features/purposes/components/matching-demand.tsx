import { Col, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PagedResult } from '../../../components/paged-result';
import { readPage, useUrlParams } from '../../../lib/url-params';
import { useMatchingDemand } from '../api/matching';
import { PurposeCard } from './purpose-card';

const PAGE_SIZE = 12;

/** In the enterprise center: buyers' demand posts in the categories the enterprise exhibits in. */
export function MatchingDemand() {
  const { t } = useTranslation('purposes');
  const [params] = useUrlParams();
  const query = useMatchingDemand(readPage(params), PAGE_SIZE);
  return (
    <>
      <p style={{ color: '#5b6b70' }}>{t('matches.demandHint')}</p>
      <PagedResult
        query={query}
        pageSize={PAGE_SIZE}
        pagerStyle={{ marginTop: 16 }}
        isEmpty={(d) => d.total === 0}
        empty={t('matches.demandEmpty')}
        retryText={t('retry')}
        loading={<Skeleton active paragraph={{ rows: 6 }} />}
      >
        {(data) => (
          <Row gutter={[16, 16]}>
            {data.rows.map((p) => (
              <Col key={p.id} xs={24} sm={12} lg={8}>
                <PurposeCard purpose={p} />
              </Col>
            ))}
          </Row>
        )}
      </PagedResult>
    </>
  );
}
