import {
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { useDismiss } from '../lib/use-dismiss';
import './controls.css';

export type MenuEntry =
  | { key: string; label: ReactNode; to: string }
  | { key: string; label: ReactNode; onSelect: () => void }
  | { key: string; separator: true };

export interface MenuButtonProps {
  /** What the button shows. */
  label: ReactNode;
  items: MenuEntry[];
  /** Props of the button (class, test id, accessible name). */
  buttonProps?: ButtonHTMLAttributes<HTMLButtonElement> & { 'data-testid'?: string };
  /** The popup's edge aligned with the button's. */
  align?: 'start' | 'end';
}

/**
 * A button opening a menu of links and actions (WAI-ARIA menu button): Enter, Space or the
 * arrow keys open it on an item, the arrows, Home and End move between items, Escape and Tab
 * close it, and a click outside closes it too.
 */
export function MenuButton({ label, items, buttonProps, align = 'end' }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, area, button);

  const entries = () => [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (which: 'first' | 'last' | number) => {
    const all = entries();
    if (all.length === 0) return;
    const index =
      which === 'first' ? 0 : which === 'last' ? all.length - 1 : (which + all.length) % all.length;
    all[index]?.focus();
  };
  /** Opens the menu, then focuses an item once it is drawn. */
  const openOn = (which: 'first' | 'last') => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(which));
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openOn(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = entries().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem('first'),
      End: () => focusItem('last'),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    } else if (event.key === 'Tab') {
      close();
    }
  };

  return (
    <div ref={area} className="menu-button" style={{ position: 'relative', minWidth: 0 }}>
      <button
        {...buttonProps}
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close() : openOn('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
      </button>
      {open ? (
        <div ref={list} id={menuId} role="menu" className={`popup popup--${align}`} onKeyDown={onMenuKeyDown}>
          {items.map((item) => {
            if ('separator' in item) return <hr key={item.key} className="popup__separator" />;
            return 'to' in item ? (
              <Link
                key={item.key}
                role="menuitem"
                tabIndex={-1}
                className="popup__item"
                to={item.to}
                onClick={close}
              >
                {item.label}
              </Link>
            ) : (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="popup__item"
                onClick={() => {
                  close();
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
