/**
 * The entry: the styles of the public site (render-blocking, so the prerendered HTML paints styled)
 * and a small loader. The app's JavaScript is fetched and run only after the browser has painted
 * the prerendered page, so a phone shows the content as fast as a static page would and hydrates
 * just after (docs/decisions/0006). Pages without prerendered markup (portal, 404) boot at once.
 */
import '@/styles/global.css';
import '@/styles/layout.css';
import '@/styles/components.css';
import '@/styles/chrome.css';
import '@/styles/pages-flagship.css';
import '@/styles/pages-offers.css';
import '@/styles/pages-science.css';
import '@/styles/data-in-action.css';
import '@/styles/pwa.css';

/** Resolves once the browser has painted the next frame (at once in a hidden tab, which paints none). */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    // Paint follows the animation frame's callbacks; the task after it runs once it is on screen.
    requestAnimationFrame(() => window.setTimeout(resolve, 0));
    // A safety net if frames stop (the tab is hidden meanwhile).
    window.setTimeout(resolve, 1000);
  });
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  if (container.firstElementChild) await afterNextPaint();
  const { boot } = await import('./boot');
  await boot(container);
}

void start();
