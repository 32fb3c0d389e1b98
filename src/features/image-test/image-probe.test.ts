import { describe, expect, it } from 'vitest';
import {
  describeStep,
  initialSteps,
  probeImage,
  probeTargets,
  type ImageLoader,
  type ProbeStep,
  type ProbeTarget,
} from './image-probe';

const png = probeTargets.find((target) => target.format === 'PNG') as ProbeTarget;
const jpg = probeTargets.find((target) => target.format === 'JPG') as ProbeTarget;
const svg = probeTargets.find((target) => target.format === 'SVG') as ProbeTarget;

/** A loader that knows a fixed set of images; anything else fails as a broken image would. */
function fakeLoader(
  available: Record<string, [number, number]>,
): ImageLoader & { calls: string[] } {
  const calls: string[] = [];
  const load = async (src: string) => {
    calls.push(src);
    const size = available[src];
    if (!size) throw new Error(`cannot decode ${src}`);
    return { width: size[0], height: size[1] };
  };
  return Object.assign(load, { calls });
}

const lines = (steps: ProbeStep[]) => steps.map(describeStep);

describe('image probe', () => {
  it('tests a PNG, a JPG and an SVG from public/fallback, the SVG falling back to the PNG', () => {
    expect(probeTargets.map((target) => target.src)).toEqual([
      '/fallback/test.png',
      '/fallback/test.jpg',
      '/fallback/test.svg',
    ]);
    expect(svg.fallbackSrc).toBe(png.src);
    expect(png.fallbackSrc).toBeUndefined();
    expect(jpg.fallbackSrc).toBeUndefined();
  });

  it('starts every image at Loading...', () => {
    for (const target of probeTargets) expect(lines(initialSteps(target))).toEqual(['Loading...']);
  });

  it('reports the natural size of a loaded image', async () => {
    const load = fakeLoader({ [png.src]: [240, 140] });
    expect(lines(await probeImage(png, load))).toEqual(['Loaded (240x140)']);
    expect(load.calls).toEqual([png.src]);
  });

  it('reports a raster failure in the spec wording, without a fallback', async () => {
    const load = fakeLoader({});
    expect(lines(await probeImage(jpg, load))).toEqual(['PNG/JPG failed to load via JS']);
    expect(lines(await probeImage(png, load))).toEqual(['PNG/JPG failed to load via JS']);
    expect(load.calls).toEqual([jpg.src, png.src]);
  });

  it('does not touch the fallback when the SVG loads', async () => {
    const load = fakeLoader({ [svg.src]: [240, 140], [png.src]: [240, 140] });
    expect(lines(await probeImage(svg, load))).toEqual(['Loaded (240x140)']);
    expect(load.calls).toEqual([svg.src]);
  });

  it('tries the PNG when the SVG fails and reports both, step by step', async () => {
    const load = fakeLoader({ [png.src]: [240, 140] });
    const progress: string[][] = [];
    const steps = await probeImage(svg, load, (current) => progress.push(lines(current)));

    expect(lines(steps)).toEqual(['SVG failed, trying the PNG fallback', 'Loaded (240x140)']);
    expect(steps.at(-1)).toMatchObject({ src: png.src, format: 'PNG', state: 'loaded' });
    expect(progress).toEqual([
      ['SVG failed, trying the PNG fallback'],
      ['SVG failed, trying the PNG fallback', 'Loading...'],
      ['SVG failed, trying the PNG fallback', 'Loaded (240x140)'],
    ]);
    expect(load.calls).toEqual([svg.src, png.src]);
  });

  it('reports the fallback failure too when both the SVG and the PNG fail', async () => {
    const load = fakeLoader({});
    expect(lines(await probeImage(svg, load))).toEqual([
      'SVG failed, trying the PNG fallback',
      'PNG/JPG failed to load via JS',
    ]);
  });
});
