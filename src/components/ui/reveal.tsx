import { useLayoutEffect, useRef, useState, type ElementType, type ReactNode } from 'react';

/** How far above the viewport bottom a section's top must come before it is revealed. */
export const REVEAL_OFFSET_PX = 150;

type Phase = 'static' | 'hidden' | 'visible';

interface RevealProps {
  as?: ElementType;
  className?: string;
  id?: string;
  children: ReactNode;
}

/**
 * Fades a section in as it scrolls into view. The prerendered HTML is plain visible content;
 * only sections below the fold at hydration are hidden, so nothing above it flashes.
 */
export function Reveal({ as: Tag = 'div', className, id, children }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<Phase>('static');

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const inView = () =>
      element.getBoundingClientRect().top < window.innerHeight - REVEAL_OFFSET_PX;
    if (inView()) {
      setPhase('visible');
      return;
    }
    setPhase('hidden');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setPhase('visible');
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const classes = [
    'reveal',
    phase === 'hidden' ? 'is-hidden' : '',
    phase === 'visible' ? 'is-visible' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Tag ref={ref} id={id} className={classes} data-reveal={phase}>
      {children}
    </Tag>
  );
}
