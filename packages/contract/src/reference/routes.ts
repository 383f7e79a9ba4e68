import { z } from 'zod/mini';
import { data, route } from '../http/route.ts';
import { contactReasonSchema, faqSchema, hotelSchema } from './schemas.ts';

/** Reference data for the member's screens: FAQs, contact reasons, reservation hotels. */
export const referenceRoutes = {
  faqs: route({
    method: 'GET',
    path: '/api/v1/faqs',
    access: 'member',
    response: data(z.array(faqSchema)),
    status: 200,
    errors: 'default',
    summary: 'FAQs in the request language',
  }),
  contactReasons: route({
    method: 'GET',
    path: '/api/v1/contact_reasons',
    access: 'member',
    response: data(z.array(contactReasonSchema)),
    status: 200,
    errors: 'default',
    summary: 'Contact reasons in the request language',
  }),
  reservationHotels: route({
    method: 'GET',
    path: '/api/v1/reservation_hotels',
    access: 'member',
    response: data(z.array(hotelSchema)),
    status: 200,
    errors: 'default',
    summary: 'Hotels with their unit types, in the request language',
  }),
} as const;
