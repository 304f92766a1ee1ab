import { Card, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryResult } from '../../../components/query-result';
import { useAds, useApplication } from '../api';
import { NAV_STEPS, OPTIONAL_STEPS, STEP_LINKS, type StepState, stepStates } from '../lib/progress';
import '../exhibitor-services.css';

const COLORS: Record<StepState, string> = { done: 'success', todo: 'processing', locked: 'default' };

/**
 * /enterpriseServicePlatform/applyNavigation: the application's steps with the enterprise's
 * progress in each (done, to do, locked), each open step a link to where it is filled in.
 */
export default function ApplyNavigationPage() {
  const { t } = useTranslation('svcplat');
  const { t: tx } = useTranslation('exsvc');
  const application = useApplication();
  const ads = useAds();
  return (
    <div className="exsvc-page">
      <h1>{t('nav.title')}</h1>
      <p className="dir-muted">{t('nav.intro')}</p>
      <QueryResult query={application} retryText={t('retry')}>
        {(app) => {
          const states = stepStates(app, ads.data ?? []);
          return (
            <>
              <p data-testid="nav-status">
                {t('nav.status')} <Tag color="processing">{tx(`status.${app.status}`)}</Tag>
              </p>
              <Card size="small">
                <List
                  dataSource={[...NAV_STEPS]}
                  renderItem={(step, i) => {
                    const { state, reason } = states[step];
                    const title = (
                      <span>
                        {i + 1}. {t(`nav.steps.${step}`)}
                        {OPTIONAL_STEPS.includes(step) && (
                          <span className="dir-muted"> ({t('optional')})</span>
                        )}
                      </span>
                    );
                    return (
                      <List.Item
                        data-testid={`nav-step-${step}`}
                        data-state={state}
                        actions={[
                          <Tag key="state" color={COLORS[state]}>
                            {t(`nav.state.${state}`)}
                          </Tag>,
                        ]}
                      >
                        <List.Item.Meta
                          title={state === 'locked' ? title : <Link to={STEP_LINKS[step]}>{title}</Link>}
                          description={reason ? t(`nav.lockedWhy.${reason}`) : undefined}
                        />
                      </List.Item>
                    );
                  }}
                />
              </Card>
              <p style={{ display: 'flex', gap: 16, flexWrap: 'wrap', marginTop: 12 }}>
                <Link to="/enterpriseServicePlatform/enterpriseInfo">{t('nav.info')}</Link>
                <Link to="/enterpriseServicePlatform/exhibitorServicePlatform">{t('nav.hub')}</Link>
              </p>
            </>
          );
        }}
      </QueryResult>
    </div>
  );
}
