import { useEffect, useRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import { prefersReducedMotion } from '#web/lib/scroll.ts';

/** Elements fade in when they come within this distance of the viewport (the seed's 150 px). */
export const REVEAL_MARGIN_PX = 150;

/**
 * Fades its content in on scroll. Only opacity and transform change, so nothing moves in the layout;
 * with reduced motion (or no IntersectionObserver) the content is simply there.
 */
export function Reveal({
  as: Tag = 'div',
  className,
  children,
  ...rest
}: { as?: ElementType; className?: string; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') {
      el.classList.add('is-visible');
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.add('is-visible');
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: `0px 0px ${REVEAL_MARGIN_PX}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <Tag ref={ref} className={`reveal${className ? ` ${className}` : ''}`} {...rest}>
      {children}
    </Tag>
  );
}
