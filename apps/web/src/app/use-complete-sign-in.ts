import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentLanguage, setInterfaceLanguage } from '@/i18n/i18n';
import { profileQueryOptions } from '@/lib/profile';
import {
  contactReasonsQueryOptions,
  faqsQueryOptions,
  reservationHotelsQueryOptions,
} from '@/lib/reference-data';
import { destinationAfterLogin } from './guards';

/**
 * Spec §4, after a 201 login: load the profile, align the interface language with it, load FAQs
 * and contact reasons, then the reservation hotels, then go where the member was heading.
 * List failures are ignored here (their screens load them again); a profile failure leaves the
 * dashboard to show its error state.
 */
export function useCompleteSignIn(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  return useCallback(async () => {
    try {
      const profile = await queryClient.fetchQuery(profileQueryOptions());
      if (profile.language_id !== currentLanguage())
        await setInterfaceLanguage(profile.language_id);
    } catch {
      // The dashboard retries and shows what went wrong.
    }
    const language = currentLanguage();
    await Promise.all([
      queryClient.prefetchQuery(faqsQueryOptions(language)),
      queryClient.prefetchQuery(contactReasonsQueryOptions(language)),
    ]);
    await queryClient.prefetchQuery(reservationHotelsQueryOptions(language));
    await navigate(destinationAfterLogin(location.state), { replace: true });
  }, [queryClient, navigate, location.state]);
}
