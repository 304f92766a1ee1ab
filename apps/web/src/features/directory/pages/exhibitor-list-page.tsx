import { Alert, Badge, Button, Drawer, Empty, Grid, Input, Pagination, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { useDirectory } from '../api/get-directory';
import { DirectoryFilters } from '../components/directory-filters';
import { ExhibitorCard } from '../components/exhibitor-card';
import {
  activeFilterCount,
  clearListParams,
  FILTER_KEYS,
  type FilterKey,
  filterBody,
  type ListParams,
  readListParams,
  writeListParams,
} from '../lib/list-params';
import { useDirectoryPaths } from '../lib/paths';
import '../directory.css';

const PAGE_SIZE = 20;

/**
 * /exhibitorList, /exhibitor/exhibitorList and /exhibitor/exhibitorListEn: the exhibitors of
 * the fair filtered by area, hall, industry, business and country (spec §1), with the count of
 * each option under the current filter, a search and paging; all of it in the URL.
 */
export default function ExhibitorListPage() {
  const { t } = useTranslation('directory');
  const { t: tc } = useTranslation();
  const paths = useDirectoryPaths();
  const screens = Grid.useBreakpoint();
  const desktop = Boolean(screens.lg);
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search), [search]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const query = useDirectory({
    keyword: params.keyword || undefined,
    ...filterBody(params),
    page: params.page,
    pageSize: PAGE_SIZE,
  });
  const active = activeFilterCount(params);
  const facets = query.data?.facets;

  const update = (changes: Partial<ListParams>) => setSearch(writeListParams(search, changes));
  const onFilter = (key: FilterKey, value: string[]) => update({ [key]: value });
  const clearAll = () => setSearch(clearListParams(search));
  const nameOf = (key: FilterKey, code: string) => facets?.[key].find((o) => o.code === code)?.name ?? code;

  const filters = (idPrefix: string) => (
    <DirectoryFilters facets={facets} params={params} onChange={onFilter} idPrefix={idPrefix} />
  );

  return (
    <div className="dir">
      <div className="page">
        <header className="dir-head">
          <h1 className="dir-title">{t('list.title')}</h1>
          <p className="dir-muted">{t('list.intro')}</p>
        </header>
        <div className="dir-toolbar">
          <Input.Search
            key={params.keyword}
            aria-label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            defaultValue={params.keyword}
            allowClear
            enterButton={t('list.searchButton')}
            maxLength={50}
            onSearch={(value) => update({ keyword: value.trim() })}
            className="dir-search"
          />
          {desktop ? null : (
            <Badge count={active} size="small" offset={[-4, 4]}>
              <Button
                onClick={() => setDrawerOpen(true)}
                aria-label={t('list.openFilters', { count: active })}
                data-testid="open-filters"
              >
                {t('list.filters')}
              </Button>
            </Badge>
          )}
          <ButtonLink to={paths.floorplan()} type="link">
            {t('list.floorplan')}
          </ButtonLink>
          <ButtonLink to={paths.newProducts} type="link">
            {t('list.newProducts')}
          </ButtonLink>
        </div>

        {active > 0 ? (
          // biome-ignore lint/a11y/useSemanticElements: a fieldset would need a form and a legend; this is a row of buttons
          <div className="dir-chips" role="group" aria-label={t('list.activeFilters')}>
            {FILTER_KEYS.flatMap((key) =>
              params[key].map((code) => (
                <Button
                  key={`${key}-${code}`}
                  size="small"
                  onClick={() =>
                    onFilter(
                      key,
                      params[key].filter((c) => c !== code),
                    )
                  }
                  aria-label={t('list.removeFilter', { name: nameOf(key, code) })}
                >
                  {t(`filters.${key}`)}: {nameOf(key, code)} ×
                </Button>
              )),
            )}
            <Button type="link" size="small" onClick={clearAll}>
              {t('list.clear')}
            </Button>
          </div>
        ) : null}

        <div className={desktop ? 'dir-layout dir-layout--desktop' : 'dir-layout'}>
          {desktop ? (
            <aside className="dir-sidebar" aria-label={t('list.filters')}>
              {filters('filter-side')}
            </aside>
          ) : (
            <Drawer
              title={t('list.filters')}
              placement="bottom"
              size="large"
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              footer={
                <div className="dir-drawer-foot">
                  <Button onClick={clearAll} disabled={active === 0}>
                    {t('list.clear')}
                  </Button>
                  <Button type="primary" onClick={() => setDrawerOpen(false)} data-testid="show-results">
                    {query.data ? t('list.showResults', { count: query.data.total }) : t('list.close')}
                  </Button>
                </div>
              }
            >
              {filters('filter-drawer')}
            </Drawer>
          )}

          <section className="dir-results" aria-busy={query.isFetching} aria-label={t('list.results')}>
            {query.isPending ? (
              <div role="status" aria-label={tc('loading')}>
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} active avatar paragraph={{ rows: 2 }} />
                ))}
              </div>
            ) : query.isError ? (
              <Alert
                type="error"
                showIcon
                title={t('list.loadFailed')}
                description={query.error.message}
                action={
                  <Button onClick={() => void query.refetch()} loading={query.isFetching}>
                    {tc('errors.retry')}
                  </Button>
                }
              />
            ) : query.data.total === 0 ? (
              <Empty description={t('list.empty')}>
                {active > 0 || params.keyword ? (
                  <Button type="primary" onClick={clearAll}>
                    {t('list.clear')}
                  </Button>
                ) : null}
              </Empty>
            ) : (
              <>
                <p className="dir-count" aria-live="polite">
                  {t('list.count', { count: query.data.total })}
                </p>
                <ul className="dir-cards">
                  {query.data.rows.map((row) => (
                    <ExhibitorCard key={row.id} row={row} paths={paths} />
                  ))}
                </ul>
                {query.data.total > PAGE_SIZE ? (
                  <Pagination
                    className="dir-pager"
                    current={params.page}
                    pageSize={PAGE_SIZE}
                    total={query.data.total}
                    showSizeChanger={false}
                    simple={!desktop}
                    onChange={(page) => update({ page })}
                  />
                ) : null}
              </>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
