import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces/opsz.css';
import '@/ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadProfile, unregisterServiceWorkers } from '@/app/start-up';
import { initI18n } from '@/i18n/i18n';

async function start() {
  void unregisterServiceWorkers();
  await initI18n();
  void preloadProfile();
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
