import { Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { useCurrentFair } from '../../../lib/session/current-fair';
import { readOption, useUrlParams } from '../../../lib/url-params';
import { DayView } from '../components/day-view';
import { MeetingList } from '../components/meeting-list';
import { useMeetingPaths } from '../components/meeting-parts';

/** Every day of the fair edition, YYYY-MM-DD. */
export function fairDays(startDate: string, endDate: string): string[] {
  const out: string[] = [];
  const [y = 0, m = 1, d = 1] = startDate.split('-').map(Number);
  for (let i = 0; i < 31; i++) {
    const day = new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10);
    if (day > endDate) break;
    out.push(day);
  }
  return out;
}

/** /interaction/InvitationList and /en/InvitationListEn: the caller's meetings as lists and as a day view. */
export default function InvitationListPage() {
  const { t } = useTranslation('meetings');
  const paths = useMeetingPaths();
  const fair = useCurrentFair();
  const [params, update] = useUrlParams();
  const view = readOption(params.get('view'), ['list', 'day'] as const, 'list');
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
        <h1 style={{ fontSize: 24, margin: 0 }}>{t('list.title')}</h1>
        <ButtonLink type="primary" to={paths.meet}>
          {t('list.new')}
        </ButtonLink>
      </div>
      <Tabs
        activeKey={view}
        onChange={(key) => update({ view: key === 'list' ? null : key, page: null, status: null, dir: null })}
        items={[
          { key: 'list', label: t('list.tabList'), children: view === 'list' ? <MeetingList /> : null },
          {
            key: 'day',
            label: t('list.tabDay'),
            children:
              view !== 'day' ? null : fair.data ? (
                <DayView days={fairDays(fair.data.startDate, fair.data.endDate)} />
              ) : (
                <Skeleton active />
              ),
          },
        ]}
      />
    </div>
  );
}
