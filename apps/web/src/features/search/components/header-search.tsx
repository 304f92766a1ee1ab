import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useSuggestions } from '../api/search';
import { hitPath, searchPagePath, useSearchSite } from '../lib/paths';
import { HitLine } from './hit-line';
import '../search.css';

/** From this width the header has room for the box beside every menu entry. */
const WIDE = '(min-width: 1440px)';

/** Typing settles this long before suggestions are asked for. */
const DEBOUNCE_MS = 150;

function useDebounced(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The site search in the header: a box with suggestions as you type (a combobox: arrow keys move,
 * Enter opens the chosen hit or the results page). Below 1440 px an icon opens it full width.
 */
export function HeaderSearch() {
  const { t } = useTranslation('search');
  // The box stands in the header only where the whole menu still fits beside it; below that
  // (a 1280 px desktop, a phone) the magnifier opens it over the header.
  const desktop = useMediaQuery(WIDE);
  const [open, setOpen] = useState(false);
  if (desktop) return <SearchBox />;
  return (
    <>
      <button
        type="button"
        className="btn btn--text header-search__icon"
        aria-label={t('open')}
        title={t('open')}
        onClick={() => setOpen(true)}
        data-testid="open-search"
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
          <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <div className="header-search__overlay" role="dialog" aria-modal="true" aria-label={t('label')}>
          <SearchBox autoFocus onDone={() => setOpen(false)} />
          <button type="button" className="btn btn--text" onClick={() => setOpen(false)}>
            {t('close')}
          </button>
        </div>
      )}
    </>
  );
}

export function SearchBox({ autoFocus, onDone }: { autoFocus?: boolean; onDone?: () => void }) {
  const { t } = useTranslation('search');
  const site = useSearchSite();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [showList, setShowList] = useState(false);
  const keyword = useDebounced(text.trim(), DEBOUNCE_MS);
  const suggestions = useSuggestions(keyword);
  const hits = keyword && text.trim() ? (suggestions.data?.hits ?? []) : [];
  const listId = useId();
  const boxRef = useRef<HTMLFormElement>(null);

  const finish = (to: string) => {
    setShowList(false);
    setText('');
    onDone?.();
    navigate(to);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark on the form itself (the <search> element is not in React's types here)
    <form
      ref={boxRef}
      role="search"
      className="header-search"
      onSubmit={(e) => {
        e.preventDefault();
        const chosen = hits[active];
        if (chosen) finish(hitPath(chosen, site));
        else if (text.trim()) finish(searchPagePath(site, text.trim()));
      }}
      onBlur={(e) => {
        if (!boxRef.current?.contains(e.relatedTarget as Node | null)) setShowList(false);
      }}
    >
      <input
        type="search"
        className="header-search__input"
        // biome-ignore lint/a11y/noAutofocus: the phone's search opens for typing, on the person's tap
        autoFocus={autoFocus}
        value={text}
        placeholder={t('placeholder')}
        aria-label={t('label')}
        role="combobox"
        aria-expanded={showList && hits.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        maxLength={100}
        onChange={(e) => {
          setText(e.target.value);
          setActive(-1);
          setShowList(true);
        }}
        onFocus={() => setShowList(true)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setActive((i) => Math.min(i + 1, hits.length - 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((i) => Math.max(i - 1, -1));
          } else if (e.key === 'Escape') {
            setShowList(false);
          }
        }}
      />
      <button type="submit" className="btn header-search__submit">
        {t('submit')}
      </button>
      {showList && text.trim() !== '' && (
        <div id={listId} role="listbox" aria-label={t('suggestions')} className="header-search__list">
          {suggestions.isError && <div className="header-search__note">{t('suggestFailed')}</div>}
          {!suggestions.isError && keyword && !suggestions.isFetching && hits.length === 0 && (
            <div className="header-search__note">{t('noSuggestions')}</div>
          )}
          {hits.map((hit, i) => (
            <div
              key={`${hit.kind}:${hit.id}`}
              id={`${listId}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={i === active ? 'header-search__option is-active' : 'header-search__option'}
            >
              <Link
                to={hitPath(hit, site)}
                tabIndex={-1}
                onClick={(e) => {
                  e.preventDefault();
                  finish(hitPath(hit, site));
                }}
              >
                <HitLine hit={hit} />
              </Link>
            </div>
          ))}
          {hits.length > 0 && (
            <div className="header-search__all">
              <Link
                to={searchPagePath(site, text.trim())}
                onClick={(e) => {
                  e.preventDefault();
                  finish(searchPagePath(site, text.trim()));
                }}
              >
                {t('allResults', { keyword: text.trim() })}
              </Link>
            </div>
          )}
        </div>
      )}
    </form>
  );
}
