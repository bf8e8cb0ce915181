// Shared set-up for the server's tests: clients holding credits, a balance read straight from the
// database, file fixtures and uploads stored as the upload route would store them.
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { grantCredits } from '../credits/credits.service';
import { user } from '../db/schema';
import type { StoredUpload } from '../files/storage';
import type { TestContext, TestUser } from './harness';

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A minimal PDF; `pdf(text)` makes one whose bytes differ by `text`. */
export const pdf = (text?: string) =>
  Buffer.from(
    `%PDF-1.4\n${text === undefined ? '' : `% ${text}\n`}1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n`,
  );
export const PDF = pdf();

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A file to send in a multipart form. */
export interface FormFile {
  name: string;
  content: Buffer;
  type?: string;
}

/** A new client (signed up through the API) granted `credits` by `admin`. */
export async function clientWithCredits(
  t: TestContext,
  admin: TestUser,
  credits: number,
  options: { name?: string; note?: (client: TestUser) => string } = {},
): Promise<TestUser> {
  const client = await t.signUp(options.name ? { name: options.name } : {});
  if (credits > 0) {
    await grantCredits(t.runtime.db, {
      userId: client.id,
      adminId: admin.id,
      amount: credits,
      note: options.note?.(client),
    });
  }
  return client;
}

/** A user's balance as the database holds it. */
export async function balanceOf(t: TestContext, userId: string): Promise<number> {
  const [row] = await t.runtime.db
    .select({ credit: user.credit })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row.credit;
}

/** `content` stored under the owner's upload folder, described as the upload route describes it. */
export async function storeUpload(
  t: TestContext,
  ownerId: string,
  content: Buffer,
  originalName = 'arte.pdf',
): Promise<StoredUpload> {
  const storageKey = `uploads/${ownerId}/${randomUUID()}`;
  const stored = await t.runtime.storage.put(storageKey, Readable.from([content]), 1e6);
  return { ...stored, storageKey, originalName, contentType: 'application/pdf' };
}
