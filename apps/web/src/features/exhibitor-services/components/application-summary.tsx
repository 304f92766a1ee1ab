import type { Application } from '@cidpex/contracts';
import { Button, Descriptions, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';
import { useLang } from '../../../lib/i18n';
import { money } from '../lib/money';
import { MeetingSummary } from './meeting-summary';

type EditStep = 'company' | 'business' | 'booth' | 'plan' | 'meeting';

/** Everything the application holds (final confirmation, locked view, organizer queue). */
export function ApplicationSummary({ app, onEdit }: { app: Application; onEdit?: (step: EditStep) => void }) {
  const { t } = useTranslation('exsvc');
  const lang = useLang();
  const edit = (step: EditStep) =>
    onEdit ? (
      <Button size="small" type="link" onClick={() => onEdit(step)}>
        {t('confirm.edit')}
      </Button>
    ) : null;
  const c = app.company;
  const booths = app.boothRequests.filter((r) => ['held', 'requested', 'approved'].includes(r.status));
  return (
    <div data-testid="application-summary">
      <Descriptions
        title={t('wizard.steps.company')}
        extra={edit('company')}
        size="small"
        column={{ xs: 1, md: 2 }}
        items={
          c
            ? (['name', 'nameEn', 'address', 'contactName', 'contactMobile', 'contactEmail'] as const).map(
                (k) => ({
                  key: k,
                  label: t(`company.${k}`),
                  children: <UserText>{c[k] || '—'}</UserText>,
                }),
              )
            : []
        }
      />
      <Descriptions
        title={t('wizard.steps.business')}
        extra={edit('business')}
        size="small"
        column={1}
        items={
          app.business
            ? [
                {
                  key: 'main',
                  label: t('business.mainBusiness'),
                  children: t(`business.industries.${app.business.mainBusiness}`, {
                    defaultValue: app.business.mainBusiness,
                  }),
                },
                {
                  key: 'exhibits',
                  label: t('business.exhibits'),
                  children: <UserText>{app.business.exhibits}</UserText>,
                },
              ]
            : []
        }
      />
      <Descriptions
        title={t('wizard.steps.booth')}
        extra={edit('booth')}
        size="small"
        column={{ xs: 1, md: 3 }}
        items={
          app.booth
            ? [
                { key: 'type', label: t('booth.type'), children: t(`type.${app.booth.type}`) },
                { key: 'area', label: t('booth.area'), children: `${app.booth.area} m²` },
                {
                  key: 'size',
                  label: t('booth.size'),
                  children: `${app.booth.width} × ${app.booth.depth} m`,
                },
              ]
            : []
        }
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h3 style={{ margin: '8px 0' }}>{t('plan.chosen')}</h3>
        {edit('plan')}
      </div>
      {/* The table scrolls sideways on a phone inside a region the keyboard can reach and scroll
          (antd's own scroll box takes no focus: axe scrollable-region-focusable, issue 24). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus to scroll by keyboard */}
      <section aria-label={t('plan.chosen')} tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={booths}
          columns={[
            { title: t('boothNo'), dataIndex: 'boothNo' },
            { title: t('booth.type'), render: (_, r) => t(`type.${r.type}`) },
            {
              title: t('booth.area'),
              render: (_, r) => `${r.area} m²${r.corner ? ` · ${t('plan.corner')}` : ''}`,
            },
            { title: t('plan.state'), render: (_, r) => <Tag>{t(`requestState.${r.status}`)}</Tag> },
            { title: t('plan.price'), align: 'right', render: (_, r) => money(r.price, lang) },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={4}>
                {t('total')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <strong data-testid="application-total">{money(app.total, lang)}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      </section>
      <MeetingSummary app={app} extra={edit('meeting')} />
    </div>
  );
}
