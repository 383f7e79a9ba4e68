import { Outlet, ScrollRestoration } from 'react-router';
import { usePendingRequestCount } from '@/lib/pending-requests';
import { GlobalLoader } from '@/ui/global-loader';

export function RootLayout() {
  const pending = usePendingRequestCount();
  return (
    <>
      <GlobalLoader isActive={pending > 0} />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first route module loads. */
export function RootFallback() {
  return <GlobalLoader isActive />;
}
