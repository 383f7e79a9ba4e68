import { MemberOnly } from '../guards';
import { SignedInLayout } from '../layouts/signed-in-layout';

/** Its own chunk: a visitor on the login page never downloads the member shell. */
export function Component() {
  return (
    <MemberOnly>
      <SignedInLayout />
    </MemberOnly>
  );
}
