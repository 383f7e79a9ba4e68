import { z } from 'zod/mini';
import { data, route } from '../http/route.ts';
import {
  addReservationBodySchema,
  destinationHighlightParamsSchema,
  destinationHighlightSchema,
  destinationHighlightsQuerySchema,
  exchangeItemSchema,
  reservationRequestBodySchema,
  reservationSchema,
  sendConfirmationBodySchema,
  userReservationsParamsSchema,
} from './schemas.ts';

/** The stays area's calls: exchanges, destination highlights and reservations. */
export const staysRoutes = {
  exchanges: route({
    method: 'GET',
    path: '/api/v1/exchanges',
    access: 'member',
    // money-and-stays §7: a data array whose first element holds the items.
    response: data(z.array(z.array(exchangeItemSchema)).check(z.length(1))),
    status: 200,
    errors: 'default',
    summary: "The exchange companies the member belongs to, as the spec's nested list",
  }),
  destinationHighlights: route({
    method: 'GET',
    path: '/api/v1/destination_highlights',
    access: 'member',
    query: destinationHighlightsQuerySchema,
    response: data(z.object({ data: z.array(destinationHighlightSchema) })),
    status: 200,
    errors: 'default',
    summary: 'Destination highlights in the request language, optionally matching a query',
  }),
  destinationHighlight: route({
    method: 'GET',
    path: '/api/v1/destination_highlights/:destination_highlight',
    access: 'member',
    params: destinationHighlightParamsSchema,
    response: data(z.object({ data: destinationHighlightSchema })),
    status: 200,
    errors: 'default',
    summary: 'One destination highlight in the request language',
  }),
  userReservations: route({
    method: 'GET',
    path: '/api/v1/user_reservations/:type',
    access: 'member',
    params: userReservationsParamsSchema,
    // Spec 2 §7 "list": in data, like the FAQ list; data.data only where §7 says so (issue 20 #4).
    response: data(z.array(reservationSchema)),
    status: 200,
    errors: 'default',
    summary:
      "The member's reservations (type all), every status; the client groups upcoming, past and canceled",
  }),
  reservationRequested: route({
    method: 'POST',
    path: '/api/v1/reservation_requested',
    access: 'member',
    body: reservationRequestBodySchema,
    response: data(z.object({ data: reservationSchema })),
    status: 201,
    errors: 'default',
    summary:
      'Sends a reservation request with its travellers: stored as a requested reservation and acknowledged by e-mail',
    errorStatuses: [404],
    rateLimited: true,
  }),
  addReservationToProfile: route({
    method: 'POST',
    path: '/api/v1/add_reservation_to_profile',
    access: 'member',
    body: addReservationBodySchema,
    response: data(
      z.object({ data: z.nullable(reservationSchema), message: z.optional(z.string()) }),
    ),
    status: 201,
    alternateStatus: {
      status: 200,
      summary: 'No unattached reservation matches: data is null and message says so.',
    },
    errors: 'default',
    summary:
      "Finds a reservation of the club's records by property, confirmation number, check-in date and lead traveller's last name, and attaches it",
    rateLimited: true,
  }),
  sendReservationConfirmation: route({
    method: 'POST',
    path: '/api/v1/send_reservation_confirmation',
    access: 'member',
    body: sendConfirmationBodySchema,
    response: data(z.object({ message: z.string() })),
    status: 201,
    errors: 'reservationConfirmation',
    summary:
      "E-mails the confirmation of one of the member's reservations, in the member's language, with an iCalendar file",
    errorStatuses: [404],
    rateLimited: true,
  }),
} as const;
