// The one schema for the ids our rows carry (random UUIDs): route parameters are checked with it,
// and services use it to answer a malformed id with 404 before PostgreSQL would refuse the cast.
import { z } from 'zod';

export const idSchema = z.uuid();

/** The `:id` route parameter. */
export const idParamSchema = z.object({ id: idSchema });

/** A malformed id names nothing. */
export const isId = (value: string) => idSchema.safeParse(value).success;
