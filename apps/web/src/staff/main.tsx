import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces/opsz.css';
import '@/ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/i18n/i18n';
import { ConsoleApp } from './app/app';
import { loadConsoleTexts } from './lib/texts';

/**
 * The staff console's entry (staff.html): a page of its own with its own chunks, so the member
 * app never downloads any of it. It starts in the language stored on this device (or the
 * browser's), then follows the signed-in staff account's language unless switched here.
 */
async function start() {
  const instance = await initI18n();
  await loadConsoleTexts(instance.language === 'es' ? 'es' : 'en');
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <ConsoleApp />
    </StrictMode>,
  );
}

void start();
