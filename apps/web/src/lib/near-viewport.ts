import { useEffect, useRef, useState } from 'react';

/** How far ahead of the viewport a part below the fold starts loading its code. */
export const NEAR_MARGIN_PX = 250;

/**
 * True once the element comes within `NEAR_MARGIN_PX` of the viewport (and from then on). Parts of a
 * page that bring code of their own — the home's example drawings, its contact form — wait for it,
 * so that the page's first load carries only what the first screen needs. Without
 * IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(): [boolean, React.RefObject<T | null>] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${NEAR_MARGIN_PX}px 0px ${NEAR_MARGIN_PX}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return [near, ref];
}
