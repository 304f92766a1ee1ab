import { type RefObject, useEffect } from 'react';

/**
 * Closes a popup (a menu, a disclosure) when the pointer goes down outside `area` or Escape is
 * pressed; after Escape the focus goes back to `returnFocus` (the button that opened it).
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  area: RefObject<HTMLElement | null>,
  returnFocus?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (area.current && !area.current.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
      returnFocus?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close, area, returnFocus]);
}
