import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * The sandbox provider's records of the demo's payment history (issue 22): every seeded order the
 * provider answered (paid, declined, refund due) is a charge in the sandbox's own table, with the
 * order's reference, amount, currency and the transaction id the order holds. A real provider has
 * records of the charges it answered; without them a refund of a demo payment from the console
 * would be refused (the sandbox knows no such charge) and the reconciliation of a demo day would
 * show every payment as missing at the provider. Charges already recorded are left as they are.
 */
export async function seedSandboxHistory(db: Database): Promise<void> {
  await db.execute(sql`
    insert into sandbox_transactions
      (transaction_id, reference, amount, currency, decision, reason_code, created_at)
    select o.provider_transaction_id, o.reference, o.amount, o.currency,
           case when o.status = 4 then 'DECLINE' else 'ACCEPT' end,
           case when o.status = 4 then 203 else 100 end,
           o.created_at
    from orders o
    where o.provider_transaction_id is not null and o.status in (2, 3, 4, 8)
    on conflict (transaction_id) do nothing`);
}
