#!/usr/bin/env node
// Run: node scripts/generate-replay-charts.mjs (rewrites public/screenshots/*.svg).
// Generates the five back-test replay "screenshots" (SVG, 1200x675). Index paths are approximate:
// piecewise between known closes with deterministic noise, rebased to 100 at the window start.
import { writeFileSync } from 'node:fs';

const OUT = new URL('../public/screenshots', import.meta.url).pathname;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const charts = [
  {
    file: 'systemic-stress.svg',
    name: 'Systemic Stress',
    label: 'CRITICAL - RED LIGHT',
    color: '#ef4444',
    period: 'January to April 2020',
    seed: 7,
    anchors: [
      ['2020-01-02', 3258],
      ['2020-01-17', 3330],
      ['2020-01-31', 3226],
      ['2020-02-19', 3386],
      ['2020-02-21', 3338],
      ['2020-02-24', 3226],
      ['2020-02-27', 2979],
      ['2020-02-28', 2954],
      ['2020-03-03', 3003],
      ['2020-03-09', 2747],
      ['2020-03-12', 2481],
      ['2020-03-13', 2711],
      ['2020-03-16', 2386],
      ['2020-03-23', 2237],
      ['2020-03-26', 2630],
      ['2020-04-08', 2750],
      ['2020-04-17', 2875],
      ['2020-04-30', 2912],
    ],
    shade: [['2020-02-24', '2020-03-20']],
    marker: ['2020-02-24', '24 Feb 2020'],
  },
  {
    file: 'volatility-spike.svg',
    name: 'Volatility Spike',
    label: 'SEVERE - PURPLE LIGHT',
    color: '#a855f7',
    period: 'July to September 2024',
    seed: 11,
    anchors: [
      ['2024-07-01', 5475],
      ['2024-07-16', 5667],
      ['2024-07-24', 5427],
      ['2024-07-31', 5522],
      ['2024-08-01', 5446],
      ['2024-08-02', 5346],
      ['2024-08-05', 5186],
      ['2024-08-06', 5240],
      ['2024-08-08', 5319],
      ['2024-08-15', 5543],
      ['2024-08-30', 5648],
      ['2024-09-06', 5408],
      ['2024-09-19', 5713],
      ['2024-09-30', 5762],
    ],
    shade: [['2024-08-02', '2024-08-07']],
    marker: ['2024-08-02', '2 Aug 2024'],
  },
  {
    file: 'stress.svg',
    name: 'Stress (Advisory)',
    label: 'ADVISORY - ORANGE LIGHT',
    color: '#f97316',
    period: 'January to March 2018',
    seed: 5,
    anchors: [
      ['2018-01-02', 2695],
      ['2018-01-26', 2873],
      ['2018-02-01', 2822],
      ['2018-02-02', 2762],
      ['2018-02-05', 2649],
      ['2018-02-06', 2695],
      ['2018-02-07', 2682],
      ['2018-02-08', 2581],
      ['2018-02-09', 2620],
      ['2018-02-14', 2699],
      ['2018-02-26', 2780],
      ['2018-03-02', 2691],
      ['2018-03-09', 2786],
      ['2018-03-13', 2765],
      ['2018-03-23', 2588],
      ['2018-03-29', 2641],
    ],
    shade: [['2018-02-08', '2018-02-12']],
    marker: ['2018-02-08', '8 Feb 2018'],
  },
  {
    file: 'turning.svg',
    name: 'Turning',
    label: 'INFLECTION - YELLOW LIGHT',
    color: '#eab308',
    period: 'November 2018 to February 2019',
    seed: 3,
    anchors: [
      ['2018-11-01', 2740],
      ['2018-11-07', 2814],
      ['2018-11-20', 2642],
      ['2018-11-30', 2760],
      ['2018-12-03', 2790],
      ['2018-12-07', 2633],
      ['2018-12-14', 2600],
      ['2018-12-21', 2417],
      ['2018-12-24', 2351],
      ['2018-12-26', 2468],
      ['2018-12-31', 2507],
      ['2019-01-03', 2448],
      ['2019-01-04', 2532],
      ['2019-01-18', 2671],
      ['2019-01-31', 2704],
      ['2019-02-15', 2775],
      ['2019-02-28', 2784],
    ],
    shade: [['2018-12-21', '2018-12-27']],
    marker: ['2018-12-24', '24 Dec 2018'],
  },
  {
    file: 'calm.svg',
    name: 'Calm',
    label: 'BASELINE - GREEN LIGHT',
    color: '#22c55e',
    period: 'January to December 2017',
    seed: 2,
    noise: 0.0025,
    anchors: [
      ['2017-01-03', 2258],
      ['2017-03-01', 2396],
      ['2017-04-13', 2329],
      ['2017-06-19', 2453],
      ['2017-08-10', 2438],
      ['2017-09-20', 2508],
      ['2017-11-08', 2594],
      ['2017-12-29', 2674],
    ],
    shade: [['2017-01-03', '2017-12-29']],
    marker: null,
  },
];

function mulberry32(seed) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function tradingDays(from, to) {
  const days = [];
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d <= new Date(`${to}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) days.push(d.toISOString().slice(0, 10));
  }
  return days;
}

function series(chart) {
  const rand = mulberry32(chart.seed);
  const days = tradingDays(chart.anchors[0][0], chart.anchors.at(-1)[0]);
  const values = new Array(days.length);
  const noise = chart.noise ?? 0.004;
  for (let a = 0; a < chart.anchors.length - 1; a++) {
    const [d0, v0] = chart.anchors[a];
    const [d1, v1] = chart.anchors[a + 1];
    const i0 = days.indexOf(d0),
      i1 = days.indexOf(d1);
    if (i0 < 0 || i1 < 0) throw new Error(`${chart.file}: anchor ${d0} or ${d1} is not a weekday`);
    // Brownian bridge: a random walk with its end pinned to the next anchor.
    const walk = [0];
    for (let i = 1; i <= i1 - i0; i++) walk.push(walk[i - 1] + (rand() - 0.5) * 2 * noise * v0);
    const n = i1 - i0;
    for (let i = 0; i <= n; i++)
      values[i0 + i] = v0 + ((v1 - v0) * i) / n + walk[i] - (walk[n] * i) / (n || 1);
  }
  const base = values[0];
  return { days, values: values.map((v) => (v / base) * 100) };
}

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function render(chart) {
  const { days, values } = series(chart);
  const W = 1200,
    H = 675,
    x0 = 96,
    x1 = 1150,
    y0 = 120,
    y1 = 548;
  const lo = Math.floor(Math.min(...values) / 5) * 5 - 2.5,
    hi = Math.ceil(Math.max(...values) / 5) * 5 + 2.5;
  const step = hi - lo > 30 ? 10 : 5;
  const xs = (i) => x0 + ((x1 - x0) * i) / (days.length - 1);
  const ys = (v) => y1 - ((y1 - y0) * (v - lo)) / (hi - lo);
  const half = (x1 - x0) / (days.length - 1) / 2;
  const parts = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="${FONT}">`,
  );
  parts.push(`<title>${esc(chart.name)} back-test replay, ${chart.period}</title>`);
  parts.push(`<rect width="${W}" height="${H}" fill="#0a1020"/>`);
  parts.push(
    `<rect x="0" y="0" width="${W}" height="76" fill="#0f1829"/><rect x="0" y="76" width="${W}" height="1" fill="#22304a"/>`,
  );
  parts.push(`<circle cx="40" cy="38" r="8" fill="${chart.color}"/>`);
  parts.push(
    `<text x="60" y="34" fill="#e8eef8" font-size="24" font-weight="700">${esc(chart.name)}: back-test replay</text>`,
  );
  parts.push(
    `<text x="60" y="58" fill="#a3b1c6" font-size="15" letter-spacing="1.5">${chart.label}  ·  ${chart.period.toUpperCase()}</text>`,
  );
  parts.push(
    `<text x="${W - 32}" y="44" fill="#5aa9ff" font-size="14" font-weight="700" letter-spacing="2" text-anchor="end">MARKET STATE DETECTOR</text>`,
  );
  // Grid and y labels.
  for (let v = Math.ceil(lo / step) * step; v <= hi; v += step) {
    const y = ys(v).toFixed(1);
    parts.push(
      `<line x1="${x0}" x2="${x1}" y1="${y}" y2="${y}" stroke="#1c2940" stroke-width="1"/>`,
    );
    parts.push(
      `<text x="${x0 - 14}" y="${(+y + 5).toFixed(1)}" fill="#8391a8" font-size="15" text-anchor="end">${v}</text>`,
    );
  }
  // Classified days.
  for (const [from, to] of chart.shade) {
    const a = days.indexOf(from),
      b = days.indexOf(to);
    const left = Math.max(x0, xs(a) - half),
      right = Math.min(x1, xs(b) + half);
    parts.push(
      `<rect x="${left.toFixed(1)}" y="${y0}" width="${(right - left).toFixed(1)}" height="${y1 - y0}" fill="${chart.color}" fill-opacity="${chart.marker ? 0.2 : 0.1}"/>`,
    );
    parts.push(
      `<rect x="${left.toFixed(1)}" y="${y0 - 10}" width="${(right - left).toFixed(1)}" height="6" rx="2" fill="${chart.color}"/>`,
    );
  }
  // X axis: first trading day of each month.
  parts.push(
    `<line x1="${x0}" x2="${x1}" y1="${y1}" y2="${y1}" stroke="#33476b" stroke-width="1.5"/>`,
  );
  let lastMonth = '';
  const months = new Set(days.map((day) => day.slice(0, 7))).size;
  days.forEach((d, i) => {
    const m = d.slice(0, 7);
    if (m === lastMonth) return;
    lastMonth = m;
    const x = xs(i).toFixed(1);
    const month = MONTHS[+d.slice(5, 7) - 1];
    const label = months > 6 ? month : `${month} ${d.slice(0, 4)}`;
    parts.push(
      `<line x1="${x}" x2="${x}" y1="${y1}" y2="${y1 + 8}" stroke="#33476b" stroke-width="1.5"/>`,
    );
    parts.push(
      `<text x="${x}" y="${y1 + 28}" fill="#a3b1c6" font-size="15" text-anchor="${i === 0 ? 'start' : 'middle'}">${label}</text>`,
    );
  });
  // Key date marker.
  if (chart.marker) {
    const i = days.indexOf(chart.marker[0]);
    const x = xs(i);
    parts.push(
      `<line x1="${x.toFixed(1)}" x2="${x.toFixed(1)}" y1="${y0}" y2="${y1}" stroke="${chart.color}" stroke-width="2" stroke-dasharray="6 5"/>`,
    );
    const right = x > (x0 + x1) / 2;
    parts.push(
      `<text x="${(x + (right ? -10 : 10)).toFixed(1)}" y="${y0 + 26}" fill="#e8eef8" font-size="16" font-weight="700" text-anchor="${right ? 'end' : 'start'}">${chart.marker[1]}</text>`,
    );
    parts.push(
      `<text x="${(x + (right ? -10 : 10)).toFixed(1)}" y="${y0 + 46}" fill="#a3b1c6" font-size="14" text-anchor="${right ? 'end' : 'start'}">Pre-market: ${esc(chart.name)}</text>`,
    );
  }
  // Index line.
  const d = values
    .map((v, i) => `${i ? 'L' : 'M'}${xs(i).toFixed(1)} ${ys(v).toFixed(1)}`)
    .join('');
  parts.push(
    `<path d="${d}" fill="none" stroke="#7cc0ff" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round"/>`,
  );
  // Legend.
  const ly = 622;
  parts.push(
    `<rect x="0" y="596" width="${W}" height="79" fill="#0d1422"/><rect x="0" y="596" width="${W}" height="1" fill="#22304a"/>`,
  );
  parts.push(`<line x1="40" x2="72" y1="${ly}" y2="${ly}" stroke="#7cc0ff" stroke-width="3"/>`);
  parts.push(
    `<text x="82" y="${ly + 5}" fill="#a3b1c6" font-size="15">Equity index, rebased to 100 (approximate path)</text>`,
  );
  parts.push(
    `<rect x="560" y="${ly - 8}" width="26" height="16" rx="2" fill="${chart.color}" fill-opacity="0.45" stroke="${chart.color}"/>`,
  );
  parts.push(
    `<text x="596" y="${ly + 5}" fill="#a3b1c6" font-size="15">Classified: ${esc(chart.name)}</text>`,
  );
  parts.push(
    `<text x="40" y="${ly + 32}" fill="#8391a8" font-size="13">Illustrative replay of the historical back-test (2012-2024). Research only; not investment advice.</text>`,
  );
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}

for (const chart of charts) {
  const svg = render(chart);
  writeFileSync(`${OUT}/${chart.file}`, svg);
  console.log(chart.file, svg.length, 'bytes');
}
