/**
 * Google reCAPTCHA v2, used only when the server is configured for it (best effort: the
 * deployment's CSP must then allow www.google.com and www.gstatic.com).
 */
interface Grecaptcha {
  ready: (callback: () => void) => void;
  render: (
    container: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void },
  ) => number;
  reset: (widgetId?: number) => void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';
let scriptPromise: Promise<Grecaptcha> | null = null;

function loadScript(): Promise<Grecaptcha> {
  scriptPromise ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const api = window.grecaptcha;
      if (api) api.ready(() => resolve(api));
      else reject(new Error('reCAPTCHA unavailable'));
    };
    script.onerror = () => {
      scriptPromise = null;
      reject(new Error('reCAPTCHA unavailable'));
    };
    document.head.append(script);
  });
  return scriptPromise;
}

export async function renderRecaptcha(
  container: HTMLElement,
  siteKey: string,
  onToken: (token: string | null) => void,
  signal: AbortSignal,
) {
  const api = await loadScript();
  if (signal.aborted) return;
  container.replaceChildren();
  const target = document.createElement('div');
  container.append(target);
  api.render(target, {
    sitekey: siteKey,
    callback: onToken,
    'expired-callback': () => onToken(null),
  });
  signal.addEventListener('abort', () => container.replaceChildren(), { once: true });
}
