import { useEffect, useRef, useState } from 'react';

/** Last resort when both files fail: a tiny inline mark that needs no request. */
export const EMBEDDED_LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0d1422"/><path d="M10 44 L22 28 L32 36 L42 18 L54 30" fill="none" stroke="#5aa9ff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  );

export const LOGO_SOURCES = ['/logo.svg', '/logo.png', EMBEDDED_LOGO] as const;

interface LogoProps {
  sources?: readonly string[];
  size?: number;
}

/** The brand mark, falling back svg -> png -> embedded image when a file fails to load. */
export function Logo({ sources = LOGO_SOURCES, size = 36 }: LogoProps) {
  const [index, setIndex] = useState(0);
  const imgRef = useRef<HTMLImageElement>(null);
  const src = sources[Math.min(index, sources.length - 1)];

  const fallBack = () => {
    if (index >= sources.length - 1) return;
    console.warn(`Logo failed to load from ${sources[index]}; trying ${sources[index + 1]}`);
    setIndex(index + 1);
  };

  // A prerendered <img> may fail before React hydrates and attaches onError.
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0) fallBack();
  });

  return (
    <img
      ref={imgRef}
      src={src}
      alt=""
      width={size}
      height={size}
      className="logo-mark"
      onError={fallBack}
      decoding="async"
    />
  );
}
