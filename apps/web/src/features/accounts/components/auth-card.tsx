import { Card, Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const MUTED = '#5b6b70';

/** The fair beside the form on a wide screen: what the account is for. Hidden on a phone. */
function FairAside() {
  const { t } = useTranslation(['accounts', 'common']);
  const points = ['register', 'meet', 'chat'] as const;
  return (
    <div style={{ padding: '24px 8px' }}>
      <p style={{ color: '#0b5d6b', fontWeight: 600, margin: 0 }}>{t('common:fair.shortName')}</p>
      <p style={{ fontSize: 26, fontWeight: 600, lineHeight: 1.4, margin: '8px 0 12px' }}>
        {t('common:fair.name')}
      </p>
      <p style={{ color: MUTED, margin: 0 }}>
        {t('common:fair.dates')} · {t('common:fair.venue')}
      </p>
      <ul style={{ paddingLeft: 20, margin: '24px 0 0', color: '#1d2b31' }}>
        {points.map((p) => (
          <li key={p} style={{ marginBottom: 8 }}>
            {t(`aside.${p}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the account pages: a card on a light background with the page's <h1>;
 * on a wide screen the fair is shown beside it.
 */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <div style={{ background: '#f5f7f8', minHeight: '100%' }}>
      <div className="page" style={{ maxWidth: 1040 }}>
        <Row gutter={[{ xs: 0, lg: 48 }, 24]} align="middle" justify="center">
          <Col xs={0} lg={12}>
            <FairAside />
          </Col>
          <Col xs={24} lg={12} style={{ maxWidth: 520 }}>
            <Card
              variant="borderless"
              styles={{ body: { padding: '24px 20px' } }}
              style={{ boxShadow: '0 1px 4px rgba(15,47,54,0.08)' }}
            >
              <h1 style={{ fontSize: 24, margin: '0 0 4px' }}>{title}</h1>
              {subtitle ? (
                <p style={{ color: MUTED, margin: '0 0 20px' }}>{subtitle}</p>
              ) : (
                <div style={{ height: 16 }} />
              )}
              {children}
            </Card>
          </Col>
        </Row>
      </div>
    </div>
  );
}
