import type { NavItem } from '@cidpex/contracts';
import { type ReactNode, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDismiss } from '../../lib/use-dismiss';

/**
 * How many of the first items fit in `available` pixels: all of them when they fit side by
 * side, otherwise as many as fit beside the "more" button that holds the rest.
 */
export function fitCount(widths: number[], moreWidth: number, available: number): number {
  const total = widths.reduce((sum, w) => sum + w, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  while (count < widths.length && used + (widths[count] ?? 0) <= available) {
    used += widths[count] ?? 0;
    count += 1;
  }
  return count;
}

function isCurrent(path: string, pathname: string) {
  return path !== '' && path.toLowerCase() === pathname.toLowerCase();
}

function holdsCurrent(item: NavItem, pathname: string): boolean {
  return isCurrent(item.path, pathname) || item.children.some((child) => holdsCurrent(child, pathname));
}

/** A link of the navigation, marked as the current page when it is. */
function NavLink({
  item,
  className,
  onNavigate,
}: {
  item: NavItem;
  className: string;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <Link
      to={item.path}
      className={className}
      aria-current={isCurrent(item.path, pathname) ? 'page' : undefined}
      onClick={onNavigate}
    >
      {item.name}
    </Link>
  );
}

/** A button opening a list of links under it (a disclosure, the pattern for site navigation). */
function Disclosure({
  label,
  active,
  align,
  className,
  chevron = true,
  children,
}: {
  label: ReactNode;
  active: boolean;
  align: 'start' | 'end';
  className?: string;
  chevron?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, area, button);
  return (
    <li
      ref={area}
      className={`site-nav__item${active ? ' site-nav__item--active' : ''}`}
      onBlur={(event) => {
        if (!area.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        className={`site-nav__link site-nav__toggle${className ? ` ${className}` : ''}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
        {chevron ? (
          <svg width="10" height="10" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        ) : null}
      </button>
      <ul id={id} className={`popup popup--${align}`} hidden={!open}>
        {children(close)}
      </ul>
    </li>
  );
}

/** The items of a popup list: links, and a group's links under its name. */
function PopupLinks({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  return (
    <>
      {items.map((item) =>
        item.children.length ? (
          <li key={item.code}>
            <span className="site-nav__group-name">{item.name}</span>
            <ul className="site-nav__group">
              <PopupLinks items={item.children} onNavigate={onNavigate} />
            </ul>
          </li>
        ) : (
          <li key={item.code}>
            <NavLink item={item} className="popup__item" onNavigate={onNavigate} />
          </li>
        ),
      )}
    </>
  );
}

/**
 * The desktop's navigation bar: the site's links in a row, a group as a disclosure of its
 * links, and what does not fit under a "more" button at the end (measured on an invisible copy
 * of the row, again whenever the bar or that copy change width: a resize, the names arriving or
 * changing language).
 */
export function DesktopNav({ items, label }: { items: NavItem[]; label: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  const measure = useRef<HTMLUListElement>(null);
  const [count, setCount] = useState(items.length);

  useLayoutEffect(() => {
    const bar = nav.current;
    const copy = measure.current;
    if (!bar || !copy) return;
    const compute = () => {
      const widths = [...copy.children].map((li) => li.getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      setCount(fitCount(widths, more, bar.clientWidth));
    };
    compute();
    const observer = new ResizeObserver(compute);
    observer.observe(bar);
    observer.observe(copy);
    return () => observer.disconnect();
  }, []);

  const shown = items.slice(0, count);
  const rest = items.slice(count);
  return (
    <nav ref={nav} aria-label={label} className="site-nav">
      <ul className="site-nav__row">
        {shown.map((item) =>
          item.children.length ? (
            <Disclosure key={item.code} label={item.name} active={holdsCurrent(item, pathname)} align="start">
              {(close) => <PopupLinks items={item.children} onNavigate={close} />}
            </Disclosure>
          ) : (
            <li
              key={item.code}
              className={`site-nav__item${isCurrent(item.path, pathname) ? ' site-nav__item--active' : ''}`}
            >
              <NavLink item={item} className="site-nav__link" />
            </li>
          ),
        )}
        {rest.length ? (
          <Disclosure
            label={
              <>
                <span aria-hidden="true">···</span>
                <span className="visually-hidden">{t('nav.more')}</span>
              </>
            }
            active={rest.some((item) => holdsCurrent(item, pathname))}
            align="end"
            className="site-nav__more"
            chevron={false}
          >
            {(close) => <PopupLinks items={rest} onNavigate={close} />}
          </Disclosure>
        ) : null}
      </ul>
      {/* The row as it would be with every item, to measure; never seen nor read. */}
      <ul ref={measure} className="site-nav__row site-nav__measure" aria-hidden="true">
        {items.map((item) => (
          <li key={item.code} className="site-nav__item">
            <span className={`site-nav__link${item.children.length ? ' site-nav__toggle' : ''}`}>
              {item.name}
              {item.children.length ? <svg width="10" height="10" aria-hidden="true" /> : null}
            </span>
          </li>
        ))}
        <li className="site-nav__item">
          <span className="site-nav__link site-nav__toggle site-nav__more">···</span>
        </li>
      </ul>
    </nav>
  );
}

/** The phone's navigation in the menu sheet: links, and each group as a disclosure of its links. */
export function PhoneNav({
  items,
  label,
  onNavigate,
}: {
  items: NavItem[];
  label: string;
  onNavigate: () => void;
}) {
  const { pathname } = useLocation();
  const list = (entries: NavItem[]) => (
    <ul className="phone-nav__list">
      {entries.map((item) => (
        <li key={item.code}>
          {item.children.length ? (
            <details className="phone-nav__group" open={holdsCurrent(item, pathname) || undefined}>
              <summary className="phone-nav__link">{item.name}</summary>
              {list(item.children)}
            </details>
          ) : (
            <NavLink item={item} className="phone-nav__link" onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
  return (
    <nav aria-label={label} className="phone-nav">
      {list(items)}
    </nav>
  );
}
