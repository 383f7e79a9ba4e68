import { useQuery } from '@tanstack/react-query';
import { ContactPage } from '@/features/profile/components/contact-page';
import { contactReasonsQueryOptions } from '@/features/reference/api/reference-data';
import { useLanguage } from '@/i18n/use-language';

/** The contact page spans areas: the profile's form with the reference area's reasons. */
export function Component() {
  const language = useLanguage();
  const reasons = useQuery(contactReasonsQueryOptions(language));
  return (
    <ContactPage
      reasons={reasons.data?.map((reason) => reason.name) ?? []}
      reasonsFailed={reasons.isError}
    />
  );
}
