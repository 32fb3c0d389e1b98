/**
 * The image diagnostics logic behind /image-test: load each test image through script and turn
 * what happened into the status lines the page shows (spec section 8). No DOM here: the loader is
 * passed in, so the unit test drives it with a fake.
 */

export type ImageFormat = 'PNG' | 'JPG' | 'SVG';

export interface ProbeTarget {
  format: ImageFormat;
  src: string;
  /** Tried when `src` fails; only the SVG has one (the PNG). */
  fallbackSrc?: string;
}

export interface ImageSize {
  width: number;
  height: number;
}

/** Loads an image and resolves with its natural size, or rejects when it cannot be decoded. */
export type ImageLoader = (src: string) => Promise<ImageSize>;

/** One load attempt: the original image, then possibly its fallback. */
export type ProbeStep =
  | { src: string; format: ImageFormat; state: 'loading' }
  | { src: string; format: ImageFormat; state: 'loaded'; width: number; height: number }
  | { src: string; format: ImageFormat; state: 'failed' };

export const FALLBACK_DIR = '/fallback';

export const probeTargets: readonly ProbeTarget[] = [
  { format: 'PNG', src: `${FALLBACK_DIR}/test.png` },
  { format: 'JPG', src: `${FALLBACK_DIR}/test.jpg` },
  { format: 'SVG', src: `${FALLBACK_DIR}/test.svg`, fallbackSrc: `${FALLBACK_DIR}/test.png` },
];

export const probeMessages = {
  loading: 'Loading...',
  loaded: ({ width, height }: ImageSize) => `Loaded (${width}x${height})`,
  rasterFailed: 'PNG/JPG failed to load via JS',
  svgFailed: 'SVG failed, trying the PNG fallback',
} as const;

/** The status line for one step, worded as in the spec's error catalogue. */
export function describeStep(step: ProbeStep): string {
  switch (step.state) {
    case 'loading':
      return probeMessages.loading;
    case 'loaded':
      return probeMessages.loaded(step);
    case 'failed':
      return step.format === 'SVG' ? probeMessages.svgFailed : probeMessages.rasterFailed;
  }
}

/** The steps before any attempt has finished: what the page renders first (and prerenders). */
export function initialSteps(target: ProbeTarget): ProbeStep[] {
  return [{ src: target.src, format: target.format, state: 'loading' }];
}

function formatOf(src: string): ImageFormat {
  if (/\.svg$/i.test(src)) return 'SVG';
  if (/\.jpe?g$/i.test(src)) return 'JPG';
  return 'PNG';
}

async function attempt(src: string, load: ImageLoader): Promise<ProbeStep> {
  const format = formatOf(src);
  try {
    const { width, height } = await load(src);
    return { src, format, state: 'loaded', width, height };
  } catch {
    return { src, format, state: 'failed' };
  }
}

/**
 * Loads `target` (and its fallback if it fails), reporting the steps so far after each change.
 * Resolves with the final steps.
 */
export async function probeImage(
  target: ProbeTarget,
  load: ImageLoader,
  onProgress: (steps: ProbeStep[]) => void = () => undefined,
): Promise<ProbeStep[]> {
  const first = await attempt(target.src, load);
  const steps: ProbeStep[] = [first];
  onProgress([...steps]);
  if (first.state === 'loaded' || !target.fallbackSrc) return steps;

  steps.push({ src: target.fallbackSrc, format: formatOf(target.fallbackSrc), state: 'loading' });
  onProgress([...steps]);
  steps[steps.length - 1] = await attempt(target.fallbackSrc, load);
  onProgress([...steps]);
  return steps;
}
