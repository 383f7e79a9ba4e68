import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces/opsz.css';
import '@/ui/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app/app';
import { startConsoleTexts } from './lib/texts';

/**
 * The staff console's entry (staff.html): a page of its own with its own chunks, so the member
 * app never downloads any of it. It starts in the language stored on this device (or the
 * browser's), then follows the signed-in staff account's language unless switched here.
 */
async function start() {
  await startConsoleTexts();
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <ConsoleApp />
    </StrictMode>,
  );
}

void start();
