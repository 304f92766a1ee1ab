import { Alert, Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryResult } from '../../../components/query-result';
import { ResponsiveTable } from '../../../components/responsive-table';
import { UserText } from '../../../components/user-text';
import { formatDateTime } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { useMarkReceived, useOrganizerContracts } from '../api';
import { money } from '../lib/money';

const PAY_COLOUR = { unpaid: 'default', pending: 'processing', paid: 'success' } as const;

/** /organizer/boothContracts: booth contracts and payments; a bank transfer is marked received here. */
export default function ContractsPage() {
  const { t } = useTranslation('exsvc');
  const lang = useLang();
  const query = useOrganizerContracts();
  const mark = useMarkReceived();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="org-page">
      <h1>{t('org.contracts')}</h1>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <QueryResult
        query={query}
        retryText={t('retry')}
        errorTitle={t('loadError')}
        isEmpty={(r) => r.length === 0}
        empty={t('contracts.empty')}
      >
        {(rows) => (
          <ResponsiveTable
            rowKey="id"
            size="small"
            scroll={{ x: true }}
            dataSource={rows}
            pagination={{ pageSize: 20 }}
            columns={[
              { title: t('contracts.no'), dataIndex: 'contractNo' },
              { title: t('org.enterprise'), render: (_, c) => <UserText>{c.enterpriseName}</UserText> },
              { title: t('boothNo'), render: (_, c) => c.booths.map((b) => b.boothNo).join(', ') },
              { title: t('total'), align: 'right', render: (_, c) => money(c.amount, lang) },
              { title: t('contracts.status'), render: (_, c) => t(`contractState.${c.status}`) },
              {
                title: t('org.payment'),
                render: (_, c) => (
                  <span data-testid={`payment-${c.contractNo}`}>
                    <Tag color={PAY_COLOUR[c.paymentStatus]}>{t(`pay.${c.paymentStatus}`)}</Tag>
                    {c.paidAt && formatDateTime(c.paidAt, lang)}
                  </span>
                ),
              },
              {
                title: '',
                render: (_, c) =>
                  c.paymentStatus !== 'paid' && c.status !== 'cancelled' ? (
                    <Button
                      size="small"
                      type="primary"
                      onClick={async () => {
                        setError(null);
                        try {
                          await mark.mutateAsync(c.id);
                        } catch (e) {
                          setError((e as Error).message);
                        }
                      }}
                    >
                      {t('org.markReceived')}
                    </Button>
                  ) : null,
              },
            ]}
          />
        )}
      </QueryResult>
    </div>
  );
}
