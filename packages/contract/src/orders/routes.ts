import { z } from 'zod/mini';
import { data, route } from '../http/route.ts';
import {
  orderDetailSchema,
  orderIdParamsSchema,
  orderListSchema,
  ordersQuerySchema,
  reconciliationQuerySchema,
  refundBodySchema,
} from './schemas.ts';

/** The payments desk's calls (issue 22): orders, refunds, the daily reconciliation. */
export const ordersRoutes = {
  staffOrders: route({
    method: 'GET',
    path: '/api/staff/orders',
    access: { permission: 'orders:read' },
    query: ordersQuerySchema,
    response: data(orderListSchema),
    status: 200,
    errors: 'staff',
    summary:
      'Payment orders, newest first: search by order id, reference, provider reference, member id or e-mail; filter by status and dates',
  }),
  staffOrder: route({
    method: 'GET',
    path: '/api/staff/orders/:id',
    access: { permission: 'orders:read' },
    params: orderIdParamsSchema,
    response: data(orderDetailSchema),
    status: 200,
    errors: 'staff',
    summary: 'One order with its lines, attempts and refunds; the view is audited',
  }),
  refundOrder: route({
    method: 'POST',
    path: '/api/staff/orders/:id/refunds',
    access: { permission: 'order:refund' },
    params: orderIdParamsSchema,
    body: refundBodySchema,
    response: data(orderDetailSchema),
    status: 200,
    errors: 'staff',
    errorStatuses: [409, 502],
    summary:
      'Refunds all or part of a paid order through the card provider: the amount is owed again, the member gets a credit note by e-mail',
  }),
  ordersReconciliation: route({
    method: 'GET',
    path: '/api/staff/orders-reconciliation',
    access: { permission: 'orders:read' },
    query: reconciliationQuerySchema,
    response: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
    binary: 'text/csv',
    status: 200,
    errors: 'staff',
    summary:
      "One club day's charges and refunds as the provider reports them against what the portal recorded, differences marked (CSV)",
  }),
};
