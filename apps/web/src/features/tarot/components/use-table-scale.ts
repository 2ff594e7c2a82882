import { useEffect, useState, type RefObject } from 'react';
import { tableScale } from '../table-layout';

/** The table's scale for this screen and for the width its box actually has. */
export function useTableScale(box: RefObject<HTMLElement | null>): number {
  const [scale, setScale] = useState(() => tableScale(window.innerWidth, window.innerWidth - 40));
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const update = () => setScale(tableScale(window.innerWidth, el.clientWidth));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [box]);
  return scale;
}
