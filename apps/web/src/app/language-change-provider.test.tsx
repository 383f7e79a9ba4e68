import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setInterfaceLanguage } from '@/i18n/i18n';
import { useLanguageChange } from '@/lib/language-change';
import { LanguageChangeProvider } from './language-change-provider';

describe('LanguageChangeProvider', () => {
  afterEach(() => setInterfaceLanguage('en'));

  it('asks the server again for what it answered in the old language (issue 20 #23)', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['contracts'], [{ room_type: 'Three Bedroom Residence' }]);
    let change: ((language: 'en' | 'es') => Promise<void>) | undefined;
    function Switch() {
      change = useLanguageChange();
      return null;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <LanguageChangeProvider>
          <Switch />
        </LanguageChangeProvider>
      </QueryClientProvider>,
    );
    expect(queryClient.getQueryState(['contracts'])?.isInvalidated).toBe(false);
    await act(() => change?.('es'));
    expect(queryClient.getQueryState(['contracts'])?.isInvalidated).toBe(true);
  });
});
