/**
 * The entry: the styles of the public site (render-blocking, so the prerendered HTML paints styled)
 * and a small loader. The app's JavaScript is fetched and run only after the browser has painted
 * the prerendered page, so a phone shows the content as fast as a static page would and hydrates
 * just after (docs/decisions/0006). Pages without prerendered markup (portal, 404) boot at once.
 */
// Global: tokens, base elements and layout primitives.
import '@/styles/global.css';
import '@/styles/layout.css';
// Each public block's styles live beside its components; they are listed here, in cascade order,
// so they load render-blocking with the prerendered page (docs/decisions/0023).
import '@/components/ui/ui.css';
import '@/features/site-chrome/site-chrome.css';
import '@/app/error-screen.css';
import '@/features/market-states/market-states.css';
import '@/pages/public/offers.css';
import '@/features/contact/contact.css';
import '@/features/industries/industries.css';
import '@/pages/public/research.css';
import '@/pages/public/scientific-foundation.css';
import '@/features/image-test/image-test.css';
import '@/features/leads/leads.css';
import '@/features/pwa/pwa.css';

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

// zod (in a lazily loaded chunk) probes `new Function` once, to decide whether to compile
// its parsers; this site's CSP forbids eval, so the probe only ever raised a CSP violation report.
// Its JIT is off before it loads (zod reads this global as its configuration): no probe.
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  if (container.firstElementChild) await afterNextPaint();
  const { boot } = await import('./boot');
  await boot(container);
}

void start();
