import {
  SEARCH_KINDS,
  SEARCH_LIMITS,
  type SearchBody,
  type SearchFacetOption,
  type SearchKind,
} from '@cidpex/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSearch } from '../api/search';
import { HitLine } from '../components/hit-line';
import { hitPath, useSearchSite } from '../lib/paths';
import '../search.css';

const PAGE_SIZE = 20;

function listParam(params: URLSearchParams, name: string): string[] {
  return params.getAll(name).filter(Boolean);
}

/**
 * The results of the site search (/search, /en/search): the keyword and filters live in the URL
 * (?q=&kind=&hall=&country=&page=), so a result page can be shared and the back button works.
 */
export default function SearchPage() {
  const { t } = useTranslation('search');
  const site = useSearchSite();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const [text, setText] = useState(keyword);
  const page = Math.min(Math.max(1, Number(params.get('page')) || 1), SEARCH_LIMITS.pageMax);
  const kinds = listParam(params, 'kind').filter((k): k is SearchKind =>
    (SEARCH_KINDS as readonly string[]).includes(k),
  );
  const body: SearchBody = {
    keyword,
    kind: kinds.length ? kinds : undefined,
    hall: listParam(params, 'hall').length ? listParam(params, 'hall') : undefined,
    country: listParam(params, 'country').length ? listParam(params, 'country') : undefined,
    page,
    pageSize: PAGE_SIZE,
  };
  const result = useSearch(body);
  const data = result.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  /** A new keyword or filter starts again at page 1. */
  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    next.delete('page');
    setParams(next);
  };
  const goTo = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next);
    window.scrollTo?.(0, 0);
  };
  const toggle = (name: string, code: string) =>
    update((next) => {
      const values = next.getAll(name);
      next.delete(name);
      for (const v of values.includes(code) ? values.filter((v) => v !== code) : [...values, code]) {
        next.append(name, v);
      }
    });

  const facet = (name: 'kind' | 'hall' | 'country', label: string, options: SearchFacetOption[]) =>
    options.length > 0 && (
      <fieldset className="search-facet">
        <legend>{label}</legend>
        {options.map((o) => (
          <label
            key={o.code}
            className={o.selected ? 'search-facet__option is-selected' : 'search-facet__option'}
          >
            <input type="checkbox" checked={o.selected} onChange={() => toggle(name, o.code)} />
            <span>{name === 'kind' ? t(`kind.${o.code}`) : o.name}</span>
            <span className="search-facet__count">{o.count}</span>
          </label>
        ))}
      </fieldset>
    );

  return (
    <main id="main" className="search-page">
      <h1>{t('title')}</h1>
      {/* biome-ignore lint/a11y/useSemanticElements: a search landmark on the form itself (the <search> element is not in React's types here) */}
      <form
        role="search"
        className="search-page__form"
        onSubmit={(e) => {
          e.preventDefault();
          update((next) => next.set('q', text.trim()));
        }}
      >
        <input
          type="search"
          value={text}
          maxLength={SEARCH_LIMITS.keywordMax}
          aria-label={t('label')}
          placeholder={t('placeholder')}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn btn--accent">
          {t('submit')}
        </button>
      </form>

      {result.isError && !data && (
        <div role="alert" className="search-page__state">
          <p>{result.error instanceof Error ? result.error.message : t('failed')}</p>
          <button type="button" className="btn" onClick={() => result.refetch()}>
            {t('retry')}
          </button>
        </div>
      )}
      {result.isPending && (
        <div className="search-page__state" aria-busy="true">
          {t('loading')}
        </div>
      )}
      {data && (
        <div className="search-page__body">
          <aside className="search-page__facets" aria-label={t('filters')}>
            {facet('kind', t('facet.kind'), data.facets.kind)}
            {facet('hall', t('facet.hall'), data.facets.hall)}
            {facet('country', t('facet.country'), data.facets.country)}
          </aside>
          <section className="search-page__results" aria-live="polite" aria-busy={result.isFetching}>
            <p className="search-page__count" data-testid="search-count">
              {keyword ? t('countFor', { count: data.total, keyword }) : t('count', { count: data.total })}
            </p>
            {result.isError && <p role="alert">{t('failed')}</p>}
            {data.total === 0 ? (
              <div className="search-page__state">
                <p>{t('empty')}</p>
                <Link to={site === 'en' ? '/exhibitor/exhibitorListEn' : '/exhibitorList'} className="btn">
                  {t('browseExhibitors')}
                </Link>
              </div>
            ) : (
              <ol className="search-page__list" data-testid="search-results">
                {data.hits.map((hit) => (
                  <li key={`${hit.kind}:${hit.id}`}>
                    <Link to={hitPath(hit, site)} className="search-page__hit">
                      <HitLine hit={hit} />
                    </Link>
                  </li>
                ))}
              </ol>
            )}
            {pages > 1 && (
              <nav className="search-page__pager" aria-label={t('pager')}>
                <button type="button" className="btn" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                  {t('previous')}
                </button>
                <span>{t('pageOf', { page, pages })}</span>
                <button
                  type="button"
                  className="btn"
                  disabled={page >= Math.min(pages, SEARCH_LIMITS.pageMax)}
                  onClick={() => goTo(page + 1)}
                >
                  {t('next')}
                </button>
              </nav>
            )}
          </section>
        </div>
      )}
    </main>
  );
}
