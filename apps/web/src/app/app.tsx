import { queryClient } from '@/api/query-client';
import { AppTree } from './app-tree';
import { router } from './router';

export function App({ onFirstCommit }: { onFirstCommit?: () => void }) {
  return <AppTree router={router} queryClient={queryClient} onFirstCommit={onFirstCommit} />;
}
