import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentLanguage, setInterfaceLanguage } from '@/i18n/i18n';
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
    // The member's areas load with the sign-in, not with the login page.
    const [{ profileQueryOptions }, reference] = await Promise.all([
      import('@/features/profile/api/profile'),
      import('@/features/reference/api/reference-data'),
    ]);
    try {
      const profile = await queryClient.fetchQuery(profileQueryOptions());
      if (profile.language_id !== currentLanguage())
        await setInterfaceLanguage(profile.language_id);
    } catch {
      // The dashboard retries and shows what went wrong.
    }
    const language = currentLanguage();
    await Promise.all([
      queryClient.prefetchQuery(reference.faqsQueryOptions(language)),
      queryClient.prefetchQuery(reference.contactReasonsQueryOptions(language)),
    ]);
    await queryClient.prefetchQuery(reference.reservationHotelsQueryOptions(language));
    await navigate(destinationAfterLogin(location.state), { replace: true });
  }, [queryClient, navigate, location.state]);
}
