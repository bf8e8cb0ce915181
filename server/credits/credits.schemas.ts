// The shape of one line of a client's credit statement (grants, debits, expiries), derived from
// the ledger table with drizzle-zod; the admin panel's statement and its answer to a grant use it.
import { z } from '@hono/zod-openapi';
import { createSelectSchema } from 'drizzle-zod';
import { isoDate } from '../arts/art.schemas';
import { pageSchema } from '../db/paging';
import { creditLedger } from '../db/schema';

const named = z.strictObject({ id: z.string(), name: z.string() });

export const ledgerEntrySchema = z
  .strictObject({
    ...createSelectSchema(creditLedger).pick({
      id: true,
      kind: true,
      amount: true,
      balanceAfter: true,
      note: true,
      artId: true,
    }).shape,
    /** Who caused it: the admin for a grant, the client for a debit, null for the monthly expiry. */
    actor: named.nullable(),
    createdAt: isoDate,
  })
  .openapi('LedgerEntry');
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const ledgerPageSchema = pageSchema(ledgerEntrySchema, 'LedgerPage');
