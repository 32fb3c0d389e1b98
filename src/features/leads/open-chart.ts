/**
 * Opens the chart in a new tab with no opener (spec 7) and says whether the browser allowed it.
 * `window.open(url, '_blank', 'noopener')` always returns null, so a blocked popup could not be
 * told from an opened one: open a blank tab, cut its opener, then send it to the chart.
 */
export function openChartWindow(url: string): boolean {
  const chart = window.open('about:blank', '_blank');
  if (!chart) return false;
  chart.opener = null;
  chart.location.href = url;
  return true;
}
