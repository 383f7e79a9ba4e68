/** Spec §2: a notification text containing an underscore is a message key to translate. */
export function isMessageKey(text: string): boolean {
  return /^[a-z0-9]+(?:[_.][a-z0-9]+)+$/i.test(text) && text.includes('_');
}
