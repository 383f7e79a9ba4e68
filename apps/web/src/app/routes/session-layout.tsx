import { SessionLayout } from '../layouts/session-layout';

export function Component() {
  return <SessionLayout />;
}
