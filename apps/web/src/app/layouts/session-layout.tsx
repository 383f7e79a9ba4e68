import { Outlet } from 'react-router';
import { useSession } from '@/lib/session';
import { AnonymousLayout } from './anonymous-layout';
import { SignedInLayout } from './signed-in-layout';

/** Pages open to both (terms, privacy, not found) take the layout of whoever is looking. */
export function SessionLayout() {
  const { isSignedIn } = useSession();
  return isSignedIn ? (
    <SignedInLayout>
      <Outlet />
    </SignedInLayout>
  ) : (
    <AnonymousLayout>
      <Outlet />
    </AnonymousLayout>
  );
}
