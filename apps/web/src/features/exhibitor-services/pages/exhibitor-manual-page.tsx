import { Button, Card, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryResult } from '../../../components/query-result';
import { useLang } from '../../../lib/i18n';
import { documentUrl, useExhibitorDocuments } from '../api/service-info';
import '../exhibitor-services.css';
import { numberFormat } from '../../../lib/intl-cache';

function fileSize(bytes: number, lang: string): string {
  const fmt = (n: number) =>
    numberFormat(lang === 'en' ? 'en-GB' : lang, { maximumFractionDigits: 1 }).format(n);
  if (bytes < 1024) return `${fmt(bytes)} B`;
  if (bytes < 1024 * 1024) return `${fmt(bytes / 1024)} KB`;
  return `${fmt(bytes / 1024 / 1024)} MB`;
}

/**
 * /exhibitor/exhibitorManual: the exhibitor manual and the other documents the organizer
 * publishes for exhibitors (the downloads of category "exhibitor"), each downloadable.
 */
export default function ExhibitorManualPage() {
  const { t } = useTranslation('exhub');
  const lang = useLang();
  const query = useExhibitorDocuments();
  return (
    <div className="exsvc-page">
      <h1>{t('manual.title')}</h1>
      <p className="dir-muted">{t('manual.intro')}</p>
      <QueryResult
        query={query}
        retryText={t('trade.retry')}
        isEmpty={(docs) => docs.length === 0}
        empty={t('manual.empty')}
        emptyExtra={<Link to="/download/dataDownload">{t('manual.all')}</Link>}
      >
        {(docs) => (
          <Card>
            <List
              dataSource={docs}
              renderItem={(doc) => (
                <List.Item
                  data-testid={`doc-${doc.id}`}
                  actions={[
                    <Button key="get" type="primary" href={documentUrl(doc.id)} download={doc.fileName}>
                      {t('manual.download')}
                    </Button>,
                  ]}
                >
                  <List.Item.Meta
                    title={doc.title}
                    description={`${doc.fileName} · ${fileSize(doc.size, lang)} · ${t('manual.count', { count: doc.downloadCount })}`}
                  />
                </List.Item>
              )}
            />
            <p style={{ marginTop: 12 }}>
              <Link to="/download/dataDownload">{t('manual.all')}</Link>
            </p>
          </Card>
        )}
      </QueryResult>
    </div>
  );
}
