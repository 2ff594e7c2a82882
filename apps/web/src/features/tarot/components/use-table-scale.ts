import { useEffect, useState, type RefObject } from 'react';
import { tableScale } from '#web/features/tarot/table-layout.ts';

/** The table's scale for this screen and for the width its box actually has, and that width. */
export function useTableScale(box: RefObject<HTMLElement | null>): { scale: number; boxWidth: number } {
  const [size, setSize] = useState(() => ({
    scale: tableScale(window.innerWidth, window.innerWidth - 40),
    boxWidth: window.innerWidth - 40,
  }));
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const update = () =>
      setSize((s) => {
        const next = { scale: tableScale(window.innerWidth, el.clientWidth), boxWidth: el.clientWidth };
        return next.scale === s.scale && next.boxWidth === s.boxWidth ? s : next;
      });
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [box]);
  return size;
}
