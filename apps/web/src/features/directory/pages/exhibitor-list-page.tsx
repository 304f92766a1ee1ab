import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Sheet } from '../../../components/sheet';
import { BREAKPOINTS, useMediaQuery } from '../../../lib/use-media-query';
import { useDirectory } from '../api/get-directory';
import { DirectoryFilters } from '../components/directory-filters';
import { ExhibitorCard } from '../components/exhibitor-card';
import { ListEmpty, ListFailed, ListLoading } from '../components/list-states';
import { Pager } from '../components/pager';
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
import '../../../components/controls.css';
import '../directory.css';

const PAGE_SIZE = 20;

/**
 * /exhibitorList, /exhibitor/exhibitorList and /exhibitor/exhibitorListEn: the exhibitors of
 * the fair filtered by area, hall, industry, business and country (spec §1), with the count of
 * each option under the current filter, a search and paging; all of it in the URL.
 *
 * Drawn with the browser's own controls and no antd, like the app shell: the page a buyer opens
 * first on a phone in the hall loads at most 250 kB of JavaScript (issue 5, docs/benchmarks.md).
 */
export default function ExhibitorListPage() {
  const { t } = useTranslation('directory');
  const paths = useDirectoryPaths();
  const desktop = useMediaQuery(BREAKPOINTS.lg);
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

  // In step with the click (not in a transition): a checkbox never shows its old state after a tap.
  const update = (changes: Partial<ListParams>) =>
    setSearch(writeListParams(search, changes), { flushSync: true });
  const onFilter = (key: FilterKey, value: string[]) => update({ [key]: value });
  const clearAll = () => setSearch(clearListParams(search), { flushSync: true });
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
          {/* biome-ignore lint/a11y/useSemanticElements: <search> is newer than the phones at the fair (Chrome 118, Safari 17); the role works everywhere */}
          <form
            role="search"
            className="dir-search"
            onSubmit={(event) => {
              event.preventDefault();
              const value = new FormData(event.currentTarget).get('keyword');
              update({ keyword: String(value ?? '').trim() });
            }}
          >
            <input
              key={params.keyword}
              type="search"
              name="keyword"
              className="dir-search__input"
              aria-label={t('list.search')}
              placeholder={t('list.searchPlaceholder')}
              defaultValue={params.keyword}
              maxLength={50}
              enterKeyHint="search"
              onChange={(event) => {
                // The field's × (or emptying it) drops the keyword, as antd's clear button did.
                if (event.target.value === '' && params.keyword) update({ keyword: '' });
              }}
            />
            <button type="submit" className="btn btn--primary dir-search__button">
              {t('list.searchButton')}
            </button>
          </form>
          {desktop ? null : (
            <button
              type="button"
              className="btn"
              onClick={() => setDrawerOpen(true)}
              aria-label={t('list.openFilters', { count: active })}
              data-testid="open-filters"
            >
              {t('list.filters')}
              {active > 0 ? (
                <span className="count-badge" aria-hidden="true">
                  {active}
                </span>
              ) : null}
            </button>
          )}
          <Link to={paths.floorplan()} className="btn btn--link">
            {t('list.floorplan')}
          </Link>
          <Link to={paths.newProducts} className="btn btn--link">
            {t('list.newProducts')}
          </Link>
        </div>

        {active > 0 ? (
          // biome-ignore lint/a11y/useSemanticElements: a fieldset would need a form and a legend; this is a row of buttons
          <div className="dir-chips" role="group" aria-label={t('list.activeFilters')}>
            {FILTER_KEYS.flatMap((key) =>
              params[key].map((code) => (
                <button
                  type="button"
                  key={`${key}-${code}`}
                  className="btn btn--small"
                  onClick={() =>
                    onFilter(
                      key,
                      params[key].filter((c) => c !== code),
                    )
                  }
                  aria-label={t('list.removeFilter', { name: nameOf(key, code) })}
                >
                  {t(`filters.${key}`)}: {nameOf(key, code)} ×
                </button>
              )),
            )}
            <button type="button" className="btn btn--link btn--small" onClick={clearAll}>
              {t('list.clear')}
            </button>
          </div>
        ) : null}

        <div className={desktop ? 'dir-layout dir-layout--desktop' : 'dir-layout'}>
          {desktop ? (
            <aside className="dir-sidebar" aria-label={t('list.filters')}>
              {filters('filter-side')}
            </aside>
          ) : (
            <Sheet
              side="bottom"
              title={t('list.filters')}
              closeLabel={t('list.close')}
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              footer={
                <div className="dir-drawer-foot">
                  <button type="button" className="btn" onClick={clearAll} disabled={active === 0}>
                    {t('list.clear')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--primary"
                    onClick={() => setDrawerOpen(false)}
                    data-testid="show-results"
                  >
                    {query.data ? t('list.showResults', { count: query.data.total }) : t('list.close')}
                  </button>
                </div>
              }
            >
              {filters('filter-drawer')}
            </Sheet>
          )}

          <section className="dir-results" aria-busy={query.isFetching} aria-label={t('list.results')}>
            {query.isPending ? (
              <ListLoading />
            ) : query.isError ? (
              <ListFailed
                message={query.error.message}
                retrying={query.isFetching}
                onRetry={() => void query.refetch()}
              />
            ) : query.data.total === 0 ? (
              <ListEmpty onClear={active > 0 || params.keyword ? clearAll : undefined} />
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
                  <Pager
                    current={params.page}
                    pages={Math.ceil(query.data.total / PAGE_SIZE)}
                    compact={!desktop}
                    hrefOf={(page) => `?${writeListParams(search, { page })}`}
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
