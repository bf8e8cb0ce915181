// The ids our rows carry (random UUIDs): services check them to answer a malformed id with 404
// before PostgreSQL would refuse the cast. Route parameters: `idParams` in server/http/contract.ts.
import { z } from 'zod';

export const idSchema = z.uuid();

/** A malformed id names nothing. */
export const isId = (value: string) => idSchema.safeParse(value).success;
