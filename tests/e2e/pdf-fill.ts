import { inflateSync } from 'node:zlib';

/**
 * The fill colour painted last over a point of the first page of a PDF (points from the top left),
 * read from Chromium's content streams: q/Q/cm for the transform, rg for the fill colour, re then
 * f/f* for rectangles (all Skia uses for backgrounds). White when nothing covers it (bare paper).
 */
export function fillAt(pdf: Buffer, x: number, y: number): [number, number, number] {
  const text = pdf.toString('latin1');
  const mediaBox = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(text);
  const height = Number(mediaBox?.[2] ?? 842);
  let colour: [number, number, number] = [1, 1, 1];
  const marker = /stream\r?\n/g;
  for (let match = marker.exec(text); match; match = marker.exec(text)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, text.indexOf('endstream', start))).toString(
        'latin1',
      );
    } catch {
      continue;
    }
    if (!/\bcm\b/.test(content) || !/\brg\b/.test(content)) continue;
    type Matrix = [number, number, number, number, number, number];
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    const stack: Matrix[] = [];
    let fill: [number, number, number] = [0, 0, 0];
    let rects: Array<[number, number, number, number]> = [];
    let operands: number[] = [];
    for (const token of content.split(/\s+/)) {
      if (token === '') continue;
      const value = Number(token);
      if (Number.isFinite(value)) {
        operands.push(value);
        continue;
      }
      const n = operands;
      operands = [];
      if (token === 'q') stack.push(ctm);
      else if (token === 'Q') ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0];
      else if (token === 'cm' && n.length === 6) {
        const [a, b, c, d, e, f] = n as Matrix;
        const [A, B, C, D, E, F] = ctm;
        ctm = [
          a * A + b * C,
          a * B + b * D,
          c * A + d * C,
          c * B + d * D,
          e * A + f * C + E,
          e * B + f * D + F,
        ];
      } else if (token === 'rg' && n.length === 3) fill = n as [number, number, number];
      else if (token === 're' && n.length === 4) {
        const [rx, ry, w, h] = n as [number, number, number, number];
        const corners = [
          [rx, ry],
          [rx + w, ry + h],
        ].map(([px, py]) => [
          ctm[0] * px! + ctm[2] * py! + ctm[4],
          ctm[1] * px! + ctm[3] * py! + ctm[5],
        ]);
        rects.push([
          Math.min(corners[0]![0]!, corners[1]![0]!),
          Math.min(corners[0]![1]!, corners[1]![1]!),
          Math.max(corners[0]![0]!, corners[1]![0]!),
          Math.max(corners[0]![1]!, corners[1]![1]!),
        ]);
      } else if (token === 'f' || token === 'f*') {
        const py = height - y;
        if (rects.some(([x0, y0, x1, y1]) => x >= x0 && x <= x1 && py >= y0 && py <= y1))
          colour = fill;
        rects = [];
      } else if (token === 'n' || token === 'S' || token === 'W' || token === 'W*') rects = [];
    }
    break; // the first page's content
  }
  return colour;
}
