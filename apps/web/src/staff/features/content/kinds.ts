import {
  CONTENT_HTML_MAX_LENGTH,
  CONTENT_LINK_MAX_LENGTH,
  CONTENT_NAME_MAX_LENGTH,
  type ContentKind,
  FAQ_TITLE_MAX_LENGTH,
  UNIT_MAX_GUESTS,
} from '@mp/contract/content/constants';
import {
  contactReasonInputSchema,
  faqInputSchema,
  highlightInputSchema,
  hotelInputSchema,
  unitTypeInputSchema,
} from '@mp/contract/content/schemas';
import type * as core from 'zod/v4/core';
import type { ContentItems } from './api/content';

/** A field label's key in consoleContent.fields. */
export type FieldLabel =
  | 'title'
  | 'content'
  | 'name'
  | 'location'
  | 'description'
  | 'readMoreLink'
  | 'buyLink'
  | 'destination'
  | 'hotel'
  | 'maxGuests'
  | 'image';
export type FieldHint = 'htmlHint' | 'nameHint' | 'locationHint' | 'buyLinkHint' | 'imageHint';

export type FieldSpec = {
  name: string;
  label: FieldLabel;
  hint?: FieldHint;
  /** A field of one language: it sits in that language's column. */
  lang?: 'en' | 'es';
} & (
  | { type: 'text'; max: number; inputMode?: 'url' }
  | { type: 'html' }
  | { type: 'destination' }
  | { type: 'hotel' }
  | { type: 'guests' }
  | { type: 'image' }
);

export interface KindSpec<K extends ContentKind> {
  schema: core.$ZodType;
  fields: readonly FieldSpec[];
  /** A new item's form values. */
  blank: Record<string, string | number>;
  /** An item's form values. */
  valuesOf: (item: ContentItems[K]) => Record<string, string | number>;
  /** The item's name in a language (its heading, its buttons' accessible names). */
  titleOf: (item: ContentItems[K], lang: 'en' | 'es') => string;
}

const both = (
  name: string,
  label: FieldLabel,
  spec: { type: 'text'; max: number } | { type: 'html' },
  hint?: FieldHint,
): FieldSpec[] =>
  (['en', 'es'] as const).map((lang) => ({
    name: `${name}_${lang}`,
    label,
    lang,
    ...(hint && { hint }),
    ...spec,
  }));

const faqs: KindSpec<'faqs'> = {
  schema: faqInputSchema,
  fields: [
    ...both('title', 'title', { type: 'text', max: FAQ_TITLE_MAX_LENGTH }),
    ...both('content', 'content', { type: 'html' }, 'htmlHint'),
  ],
  blank: { title_en: '', title_es: '', content_en: '', content_es: '' },
  valuesOf: (row) => ({
    title_en: row.title_en,
    title_es: row.title_es,
    content_en: row.content_en,
    content_es: row.content_es,
  }),
  titleOf: (row, lang) => (lang === 'es' ? row.title_es : row.title_en),
};

const highlights: KindSpec<'highlights'> = {
  schema: highlightInputSchema,
  fields: [
    { name: 'name', label: 'name', hint: 'nameHint', type: 'text', max: CONTENT_NAME_MAX_LENGTH },
    {
      name: 'location',
      label: 'location',
      hint: 'locationHint',
      type: 'text',
      max: CONTENT_NAME_MAX_LENGTH,
    },
    { name: 'image_location', label: 'image', hint: 'imageHint', type: 'image' },
    {
      name: 'read_more_link',
      label: 'readMoreLink',
      type: 'text',
      max: CONTENT_LINK_MAX_LENGTH,
      inputMode: 'url',
    },
    {
      name: 'buy_link',
      label: 'buyLink',
      hint: 'buyLinkHint',
      type: 'text',
      max: CONTENT_LINK_MAX_LENGTH,
      inputMode: 'url',
    },
    ...both('description', 'description', { type: 'html' }, 'htmlHint'),
  ],
  blank: {
    name: '',
    location: '',
    description_en: '',
    description_es: '',
    image_location: 'riviera maya',
    read_more_link: '',
    buy_link: '#',
  },
  valuesOf: (row) => ({
    name: row.name,
    location: row.location,
    description_en: row.description_en,
    description_es: row.description_es,
    image_location: row.image_location,
    read_more_link: row.read_more_link,
    buy_link: row.buy_link,
  }),
  titleOf: (row) => row.name,
};

const contactReasons: KindSpec<'contact_reasons'> = {
  schema: contactReasonInputSchema,
  fields: both('name', 'name', { type: 'text', max: CONTENT_NAME_MAX_LENGTH }),
  blank: { name_en: '', name_es: '' },
  valuesOf: (row) => ({ name_en: row.name_en, name_es: row.name_es }),
  titleOf: (row, lang) => (lang === 'es' ? row.name_es : row.name_en),
};

const hotels: KindSpec<'hotels'> = {
  schema: hotelInputSchema,
  fields: [
    { name: 'name', label: 'name', hint: 'nameHint', type: 'text', max: CONTENT_NAME_MAX_LENGTH },
    { name: 'destination', label: 'destination', type: 'destination' },
  ],
  blank: { name: '', destination: '' },
  valuesOf: (row) => ({ name: row.name, destination: row.destination }),
  titleOf: (row) => row.name,
};

const unitTypes: KindSpec<'unit_types'> = {
  schema: unitTypeInputSchema,
  fields: [
    { name: 'hotel_id', label: 'hotel', type: 'hotel' },
    { name: 'max_guests', label: 'maxGuests', type: 'guests' },
    ...both('name', 'name', { type: 'text', max: CONTENT_NAME_MAX_LENGTH }),
  ],
  blank: { hotel_id: '', name_en: '', name_es: '', max_guests: 2 },
  valuesOf: (row) => ({
    hotel_id: String(row.hotel_id),
    name_en: row.name_en,
    name_es: row.name_es,
    max_guests: row.max_guests,
  }),
  titleOf: (row, lang) => (lang === 'es' ? row.name_es : row.name_en),
};

export const KINDS: { [K in ContentKind]: KindSpec<K> } = {
  faqs,
  highlights,
  contact_reasons: contactReasons,
  hotels,
  unit_types: unitTypes,
};

export { CONTENT_HTML_MAX_LENGTH, UNIT_MAX_GUESTS };
