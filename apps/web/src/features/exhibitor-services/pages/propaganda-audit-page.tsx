import { PROPAGANDA_STATES, PROPAGANDA_TRANSITIONS } from '@cidpex/contracts';
import { Button, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readOption, readPage, useUrlParams } from '../../../lib/url-params';
import { useMyPropaganda } from '../api/propaganda';
import { PropagandaList } from '../components/propaganda-list';
import '../exhibitor-services.css';

const TABS = ['all', ...PROPAGANDA_STATES] as const;
const fixable = PROPAGANDA_TRANSITIONS.submit.from as readonly string[];

/** /exhibitor/propagandaAudit: the exhibitor's publicity items with their review states and the organizer's notes. */
export default function PropagandaAuditPage() {
  const { t } = useTranslation('exextras');
  const [params, update] = useUrlParams();
  const tab = readOption(params.get('status'), TABS, 'all');
  const query = useMyPropaganda(tab === 'all' ? undefined : tab, readPage(params));
  return (
    <div className="exsvc-page">
      <h1>{t('audit.title')}</h1>
      <p>{t('audit.intro')}</p>
      <div style={{ maxWidth: '100%', overflowX: 'auto', marginBottom: 12 }}>
        <Segmented
          aria-label={t('audit.state')}
          value={tab}
          onChange={(next) => update({ status: next === 'all' ? null : next, page: null })}
          options={TABS.map((s) => ({
            value: s,
            label: s === 'all' ? t('propaganda.all') : t(`propaganda.states.${s}`),
          }))}
        />
      </div>
      <PropagandaList
        query={query}
        empty={t('propaganda.empty')}
        emptyExtra={
          <Link to="/exhibitor/propaganda">
            <Button type="primary">{t('propaganda.new')}</Button>
          </Link>
        }
        actions={(item) =>
          item.status !== 'draft' && fixable.includes(item.status) ? (
            <Link to={`/exhibitor/propaganda?edit=${item.id}`}>{t('audit.fix')}</Link>
          ) : undefined
        }
      />
    </div>
  );
}
