// The contact form's rules: a lead is stored with its notice to the studio (mailed by the queue);
// robots are turned away by a honeypot and a per-address limit that every process shares (it
// counts the stored rows, so it holds behind a load balancer too).
import { isIP } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { CONTACT_LIMITS, CONTACT_MESSAGES, type ContactInput } from '../../common/contact';
import type { Database } from '../db/client';
import { contactMessage } from '../db/schema';
import { rateLimited } from '../domain-errors';
import type { Logger } from '../logger';
import { notify } from '../notifications/notify';

export interface ContactDeps {
  db: Database;
  logger: Logger;
}

export interface ContactSubmission extends ContactInput {
  /** The honeypot field: people never see it, so anything in it marks a robot. */
  website?: string | undefined;
}

export interface ContactOutcome {
  /** The stored message's id; null when the honeypot caught a robot (nothing stored). */
  id: string | null;
}

export async function submitContactMessage(
  deps: ContactDeps,
  input: ContactSubmission,
  ip: string,
): Promise<ContactOutcome> {
  const { db, logger } = deps;
  if (input.website?.trim()) {
    // Answer as if it worked: telling a robot it was caught only teaches it.
    logger.warn({ ip }, 'contact honeypot filled: message dropped');
    return { id: null };
  }

  const message = {
    name: input.user_name.trim(),
    email: input.user_email.trim(),
    message: input.message.trim(),
    ip,
  };

  // One sender: an IPv4 address, or an IPv6 /64 (one network hands its hosts as many addresses
  // as they like, so counting IPv6 one by one was no limit at all; sign-in groups them alike).
  // Stored addresses are normaliseIp's, so one holding ':' is valid IPv6 and casts to inet.
  const ipv6 = isIP(ip) === 6;
  const sender = ipv6 ? sql`network(set_masklen(${ip}::inet, 64))::text` : sql`${ip}::text`;
  const sameSender = ipv6
    ? sql`case when ${contactMessage.ip} like '%:%' then network(set_masklen(${contactMessage.ip}::inet, 64)) = network(set_masklen(${ip}::inet, 64)) else false end`
    : eq(contactMessage.ip, ip);

  const id = await db.transaction(async (tx) => {
    // Serialise the count-then-insert per sender, across processes, so bursts can't slip past.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('contact:' || ${sender}))`);
    const [recent] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(contactMessage)
      .where(
        and(
          sameSender,
          sql`${contactMessage.createdAt} > now() - make_interval(mins => ${CONTACT_LIMITS.perIpWindowMinutes})`,
        ),
      );
    if ((recent?.count ?? 0) >= CONTACT_LIMITS.perIpMax) {
      throw rateLimited(CONTACT_MESSAGES.rateLimited);
    }
    const [row] = await tx
      .insert(contactMessage)
      .values(message)
      .returning({ id: contactMessage.id });
    if (!row) throw new Error('contact message insert returned no row');
    // The studio's e-mail (CONTACT_TO, else the studio's addresses) commits with the message and
    // is delivered by the queue, which marks the message mailed.
    await notify(db, tx, { type: 'contact_received', contactMessageId: row.id, ...message });
    return row.id;
  });
  logger.info({ contactId: id }, 'contact message stored');
  return { id };
}
