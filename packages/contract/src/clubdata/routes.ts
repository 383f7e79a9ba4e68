import { z } from 'zod/mini';
import { data, noContent, route } from '../http/route.ts';
import {
  contractBodySchema,
  contractNumberParamsSchema,
  createIntegrationKeyBodySchema,
  dueItemBodySchema,
  dueItemIdParamsSchema,
  importDetailSchema,
  importIdParamsSchema,
  importListSchema,
  importsQuerySchema,
  importUploadQuerySchema,
  integrationKeyIdParamsSchema,
  integrationKeySchema,
  integrationKeySecretSchema,
  memberBodySchema,
  memberIdParamsSchema,
  reservationBodySchema,
  reservationNumberParamsSchema,
  upsertResultSchema,
} from './schemas.ts';

/** The integration API's paths: the club's system calls these with its API key. */
export const INTEGRATION_API_PREFIX = '/api/integration/v1';

const upsert = {
  method: 'PUT',
  response: data(upsertResultSchema),
  status: 200,
  alternateStatus: { status: 201, summary: 'Created: the portal did not hold it before.' },
  errors: 'default',
  rateLimited: true,
} as const;

/** The club's own data (issue 22): the console's CSV import, API keys, the integration API. */
export const clubdataRoutes = {
  // ---- the CSV import (console, admin)
  uploadClubImport: route({
    method: 'POST',
    path: '/api/staff/imports',
    access: { permission: 'data:import' },
    query: importUploadQuerySchema,
    response: data(importDetailSchema),
    status: 201,
    errors: 'staff',
    errorStatuses: [413],
    rateLimited: true,
    summary:
      'Uploads a CSV file of one kind of rows (the request body, Content-Type text/csv, streamed to a temporary file) and starts its dry run',
  }),
  clubImports: route({
    method: 'GET',
    path: '/api/staff/imports',
    access: { permission: 'data:import' },
    query: importsQuerySchema,
    response: data(importListSchema),
    status: 200,
    errors: 'staff',
    summary: 'The imports, newest first, with their counts and progress',
  }),
  clubImport: route({
    method: 'GET',
    path: '/api/staff/imports/:id',
    access: { permission: 'data:import' },
    params: importIdParamsSchema,
    response: data(importDetailSchema),
    status: 200,
    errors: 'staff',
    summary:
      'One import: its progress, what the dry run would create, change and leave alone (counts and the first rows of each), every error with its line',
  }),
  applyClubImport: route({
    method: 'POST',
    path: '/api/staff/imports/:id/apply',
    access: { permission: 'data:import' },
    params: importIdParamsSchema,
    response: data(importDetailSchema),
    status: 202,
    errors: 'staff',
    errorStatuses: [409],
    summary:
      'Applies a checked import without errors: upserts by the club ids in the background (progress in the import); the file is deleted after',
  }),
  discardClubImport: route({
    method: 'DELETE',
    path: '/api/staff/imports/:id',
    access: { permission: 'data:import' },
    params: importIdParamsSchema,
    response: noContent,
    status: 204,
    errors: 'staff',
    errorStatuses: [409],
    summary: 'Discards an import not applied: its file is deleted',
  }),

  // ---- API keys (console, admin)
  integrationKeys: route({
    method: 'GET',
    path: '/api/staff/integration-keys',
    access: { permission: 'integrations:manage' },
    response: data(z.array(integrationKeySchema)),
    status: 200,
    errors: 'staff',
    summary: 'The API keys: name, first characters, scopes, last use, revoked or not',
  }),
  createIntegrationKey: route({
    method: 'POST',
    path: '/api/staff/integration-keys',
    access: { permission: 'integrations:manage' },
    body: createIntegrationKeyBodySchema,
    response: data(integrationKeySecretSchema),
    status: 201,
    errors: 'staff',
    errorStatuses: [409],
    summary: 'Creates an API key with its scopes: the answer carries the key, shown this once',
  }),
  rotateIntegrationKey: route({
    method: 'POST',
    path: '/api/staff/integration-keys/:id/rotate',
    access: { permission: 'integrations:manage' },
    params: integrationKeyIdParamsSchema,
    response: data(integrationKeySecretSchema),
    status: 200,
    errors: 'staff',
    errorStatuses: [409],
    summary: 'Replaces the key of an API key (same name and scopes): the old key stops working now',
  }),
  revokeIntegrationKey: route({
    method: 'POST',
    path: '/api/staff/integration-keys/:id/revoke',
    access: { permission: 'integrations:manage' },
    params: integrationKeyIdParamsSchema,
    response: data(integrationKeySchema),
    status: 200,
    errors: 'staff',
    errorStatuses: [409],
    summary: 'Revokes an API key: it stops working now',
  }),

  // ---- the integration API (the club's system, with an API key)
  upsertClubMember: route({
    ...upsert,
    path: `${INTEGRATION_API_PREFIX}/members/:member_id`,
    access: { scope: 'members:write' },
    params: memberIdParamsSchema,
    body: memberBodySchema,
    summary: "Creates or updates a member record of the club's registry, by the club's member id",
  }),
  upsertClubContract: route({
    ...upsert,
    path: `${INTEGRATION_API_PREFIX}/contracts/:contract_number`,
    access: { scope: 'contracts:write' },
    params: contractNumberParamsSchema,
    body: contractBodySchema,
    summary:
      "Creates or updates a contract by its number; its member by the club's member id (waiting until that member has registered)",
  }),
  upsertClubDueItem: route({
    ...upsert,
    path: `${INTEGRATION_API_PREFIX}/due-items/:due_item_id`,
    access: { scope: 'due_items:write' },
    params: dueItemIdParamsSchema,
    body: dueItemBodySchema,
    summary:
      "Creates or updates a due item by the club's id of it, on a contract by its number; an item the portal has settled is left alone",
  }),
  upsertClubReservation: route({
    ...upsert,
    path: `${INTEGRATION_API_PREFIX}/reservations/:reservation_number`,
    access: { scope: 'reservations:write' },
    params: reservationNumberParamsSchema,
    body: reservationBodySchema,
    summary:
      "Creates or updates a reservation by its number, at a hotel by name; attached to the member's account when the member has registered",
  }),
};
