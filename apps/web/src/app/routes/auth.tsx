import { AuthPage } from '@/features/auth/components/auth-page';
import { useCompleteSignIn } from '../use-complete-sign-in';

export function Component() {
  const completeSignIn = useCompleteSignIn();
  return <AuthPage onSignedIn={completeSignIn} />;
}
