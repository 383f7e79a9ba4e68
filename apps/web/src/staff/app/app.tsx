import { RouterProvider } from 'react-router/dom';
import { setUnauthorizedHandler } from '@/staff/api/client';
import { staffQueryClient } from '@/staff/api/query-client';
import { loginPath } from '@/staff/lib/paths';
import { ConsoleProviders } from './providers';
import { consoleRouter } from './router';

/**
 * A 401 on a staff call while signed in (the idle limit, the absolute end, "sign out everywhere"
 * elsewhere, a disabled account): nothing of the session stays cached, and the sign-in opens with
 * its notice and comes back here afterwards.
 */
setUnauthorizedHandler(({ hadSession }) => {
  // Without a session nothing is cached (and the guard asking is still waiting for its answer).
  if (!hadSession) return;
  staffQueryClient.clear();
  const { pathname, search } = consoleRouter.state.location;
  void consoleRouter.navigate(loginPath(`${pathname}${search}`, 'expired'), { replace: true });
});

export function ConsoleApp() {
  return (
    <ConsoleProviders>
      <RouterProvider router={consoleRouter} />
    </ConsoleProviders>
  );
}
