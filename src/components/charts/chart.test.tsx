// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BarChart, LineChart } from './chart';

vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));
const { saveFile } = await import('@/lib/save-file');

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  vi.mocked(saveFile).mockClear();
});

function render(element: React.ReactElement): HTMLElement {
  container = document.createElement('div');
  document.body.append(container);
  act(() => {
    root = createRoot(container!);
    root.render(element);
  });
  return container;
}

const labels = ['Mon', 'Tue', 'Wed'];

describe('charts', () => {
  it('draw one bar per value, name the picture, and list the same numbers in the table', () => {
    const view = render(
      <BarChart
        title="Page views"
        labels={labels}
        series={[
          { name: 'Home', values: [4, 0, 1200] },
          { name: 'Gate', values: [1, null, 2] },
        ]}
        csvFilename="views.csv"
      />,
    );
    const svg = view.querySelector('svg[role="img"]')!;
    expect(svg.querySelector('title')!.textContent).toBe('Page views');
    expect(svg.querySelector('desc')!.textContent).toBe(
      'Bar chart of Home and Gate over 3 periods, Mon to Wed. The table lists every value.',
    );
    expect(svg.querySelectorAll('rect')).toHaveLength(5);
    expect([...svg.querySelectorAll('rect title')].map((title) => title.textContent)).toContain(
      'Home, Wed: 1,200',
    );
    const rows = [...view.querySelectorAll('tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['Mon', '4', '1'],
      ['Tue', '0', '–'],
      ['Wed', '1,200', '2'],
    ]);
    expect([...view.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual([
      'Period',
      'Home',
      'Gate',
    ]);
    expect(view.querySelectorAll('.chart-legend li')).toHaveLength(2);
  });

  it('breaks a line at a gap and formats values its own way', () => {
    const view = render(
      <LineChart
        title="Average completion"
        labels={labels}
        labelHeading="Week"
        series={[{ name: 'Completion', values: [10, null, 55.5] }]}
        format={(value) => `${value}%`}
        yMax={100}
        csvFilename="completion.csv"
      />,
    );
    const path = view.querySelector('.chart-series path')!.getAttribute('d')!;
    expect(path.match(/M/g)).toHaveLength(2);
    expect(path).not.toContain('L');
    expect(view.querySelectorAll('circle')).toHaveLength(2);
    expect(view.querySelector('tbody tr:last-child td')!.textContent).toBe('55.5%');
    expect(view.querySelector('thead th')!.textContent).toBe('Week');
    // The axis reaches the given top, not only the largest value.
    expect([...view.querySelectorAll('.chart-grid text')].at(-1)!.textContent).toBe('100%');
    // One series: no legend.
    expect(view.querySelector('.chart-legend')).toBeNull();
  });

  it('downloads the CSV of exactly the drawn values', async () => {
    const view = render(
      <BarChart
        title="Leads"
        labels={['2026-11-01']}
        labelHeading="Day"
        series={[{ name: 'Leads', values: [3] }]}
        csvFilename="leads.csv"
      />,
    );
    act(() => view.querySelector<HTMLButtonElement>('.chart-head button')!.click());
    expect(saveFile).toHaveBeenCalledTimes(1);
    const [name, blob] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toBe('leads.csv');
    expect(await blob.text()).toBe('\uFEFFDay,Leads\r\n2026-11-01,3\r\n');
  });

  it('says so instead of drawing when there is nothing in the range', () => {
    const view = render(
      <LineChart
        title="Leads"
        labels={[]}
        series={[{ name: 'Leads', values: [] }]}
        csvFilename="leads.csv"
        empty="No leads in this range."
      />,
    );
    expect(view.querySelector('svg')).toBeNull();
    expect(view.querySelector('.chart-empty')!.textContent).toBe('No leads in this range.');
    expect(view.querySelector<HTMLButtonElement>('.chart-head button')!.disabled).toBe(true);
  });
});
