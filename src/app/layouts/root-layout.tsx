import { Outlet } from 'react-router-dom';
import { ScrollManager } from '@/features/site-chrome/scroll-manager';
import { PageViewReporter } from '@/features/analytics/page-views';
import { PwaStatus } from '@/features/pwa/pwa-status';

export function RootLayout() {
  return (
    <>
      <ScrollManager />
      <PageViewReporter />
      <Outlet />
      <PwaStatus />
    </>
  );
}
