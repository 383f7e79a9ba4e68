import { z } from 'zod/mini';
import { data, route } from '../http/route.ts';
import {
  createWebhookEndpointBodySchema,
  updateWebhookEndpointBodySchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  webhookIdParamsSchema,
} from './schemas.ts';

const manage = { permission: 'integrations:manage' } as const;

/** Outgoing webhooks (issue 22): the club's endpoints, their secrets and the delivery log. */
export const webhooksRoutes = {
  webhookEndpoints: route({
    method: 'GET',
    path: '/api/staff/webhooks/endpoints',
    access: manage,
    response: data(z.array(webhookEndpointSchema)),
    status: 200,
    errors: 'staff',
    summary: "The club's webhook endpoints, oldest first, with their events and last delivery",
  }),
  createWebhookEndpoint: route({
    method: 'POST',
    path: '/api/staff/webhooks/endpoints',
    access: manage,
    body: createWebhookEndpointBodySchema,
    response: data(webhookEndpointWithSecretSchema),
    status: 201,
    errors: 'staff',
    errorStatuses: [409],
    summary:
      'Adds an endpoint (https; a private-network address is refused in production) with the events it receives; its signing secret is answered this once',
  }),
  updateWebhookEndpoint: route({
    method: 'PATCH',
    path: '/api/staff/webhooks/endpoints/:id',
    access: manage,
    params: webhookIdParamsSchema,
    body: updateWebhookEndpointBodySchema,
    response: data(webhookEndpointSchema),
    status: 200,
    errors: 'staff',
    summary: "Changes an endpoint's address, description or events, or enables or disables it",
  }),
  rotateWebhookSecret: route({
    method: 'POST',
    path: '/api/staff/webhooks/endpoints/:id/rotate-secret',
    access: manage,
    params: webhookIdParamsSchema,
    response: data(webhookEndpointWithSecretSchema),
    status: 200,
    errors: 'staff',
    summary:
      'Makes a new signing secret, answered this once; every POST from now on (retries too) is signed with it',
  }),
  webhookDeliveries: route({
    method: 'GET',
    path: '/api/staff/webhooks/deliveries',
    access: manage,
    query: webhookDeliveriesQuerySchema,
    response: data(webhookDeliveryPageSchema),
    status: 200,
    errors: 'staff',
    summary:
      'The delivery log, newest first: event, endpoint, attempts, last status, next retry, delivered at',
  }),
  resendWebhookDelivery: route({
    method: 'POST',
    path: '/api/staff/webhooks/deliveries/:id/resend',
    access: manage,
    params: webhookIdParamsSchema,
    response: data(webhookDeliverySchema),
    status: 200,
    errors: 'staff',
    errorStatuses: [409],
    summary:
      'Sends one delivery again now (same event id, so the receiver can tell), with a fresh set of attempts',
  }),
};
