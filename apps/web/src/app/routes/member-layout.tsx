import { MemberPathsContext } from '@/lib/member-paths';
import { MemberOnly } from '../guards';
import { SignedInLayout } from '../layouts/signed-in-layout';
import { MEMBER_PATHS } from '../member-routes';

/** Its own chunk: a visitor on the login page never downloads the member shell. */
export function Component() {
  return (
    <MemberOnly>
      <MemberPathsContext value={MEMBER_PATHS}>
        <SignedInLayout />
      </MemberPathsContext>
    </MemberOnly>
  );
}
