import { type Language, LOCALE_BY_LANGUAGE } from '@mp/contract/constants';
import { countryOptions } from '@mp/contract/rules/countries';
import { stateOptions } from '@mp/contract/rules/states';
import { useMemo } from 'react';
import type { SelectOption } from '@/ui/select';

/** Country names in the interface language's locale, the club's first countries first. */
export function useCountryOptions(language: Language): SelectOption[] {
  return useMemo(
    () =>
      countryOptions(LOCALE_BY_LANGUAGE[language]).map(({ code, name }) => ({
        value: code,
        label: name,
      })),
    [language],
  );
}

/** Spec §3: the states of CA and US in the language; empty where the state is free text. */
export function useStateOptions(country: string, language: Language): SelectOption[] {
  return useMemo(
    () => stateOptions(country, language).map(({ code, name }) => ({ value: code, label: name })),
    [country, language],
  );
}
