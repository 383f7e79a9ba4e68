import { queryClient } from '@/api/query-client';
import { AppTree } from './app-tree';
import { appRouter } from './router';

export function App({ onFirstCommit }: { onFirstCommit?: () => void }) {
  return <AppTree router={appRouter()} queryClient={queryClient} onFirstCommit={onFirstCommit} />;
}
