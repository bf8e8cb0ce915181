// Small pieces both provider adapters use: the constant-time secret check, reading a JSON answer
// or a webhook's body against its zod schema, and the error a provider's refusal becomes.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { PaymentProviderError } from '../provider';

/**
 * Whether `given` equals `expected`, in time that depends on neither: both are hashed first, so
 * even their lengths stay hidden.
 */
export function secretMatches(given: string | null | undefined, expected: string): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** A raw HTTP answer, before it is read. */
export interface RawAnswer {
  status: number;
  text: string;
}

/** The start of a refusal's body, enough to tell why without filling the log. */
function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat;
}

/** The reason a provider gives in its error body (BACEN's problem+json, Asaas's `errors[]`). */
function reasonOf(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const record = body as Record<string, unknown>;
      if (Array.isArray(record.errors)) {
        const descriptions = record.errors
          .map((item: unknown) =>
            item && typeof item === 'object' ? (item as Record<string, unknown>).description : null,
          )
          .filter((d): d is string => typeof d === 'string');
        if (descriptions.length > 0) return descriptions.join('; ');
      }
      const parts = [record.title, record.detail, record.error_description, record.message]
        .filter((p): p is string => typeof p === 'string' && p.length > 0)
        .join(': ');
      if (parts) return parts;
    }
  } catch {
    // Not JSON: the raw text below.
  }
  return excerpt(text) || '(sem corpo)';
}

/** `what` failed with a non-2xx answer: the error names the status and the provider's reason. */
export function refusal(provider: string, what: string, answer: RawAnswer): PaymentProviderError {
  return new PaymentProviderError(
    `${provider}: ${what} recusado (HTTP ${answer.status}): ${reasonOf(answer.text)}`,
    answer.status,
  );
}

/** Reads a 2xx answer's JSON through `schema`; garbage or a missing field is out of contract. */
export function readAnswer<S extends z.ZodType>(
  provider: string,
  what: string,
  answer: RawAnswer,
  schema: S,
): z.output<S> {
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    throw new PaymentProviderError(
      `${provider}: resposta de ${what} não é JSON: ${excerpt(answer.text) || '(vazia)'}`,
      answer.status,
    );
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new PaymentProviderError(
      `${provider}: resposta de ${what} fora do contrato (${issue?.path.join('.') || 'corpo'}: ${issue?.message})`,
      answer.status,
    );
  }
  return parsed.data;
}

/** A network failure (refused, reset, TLS handshake, timeout) as a retryable provider error. */
export function unreachable(provider: string, what: string, error: unknown): PaymentProviderError {
  const reason = error instanceof Error ? error.message : String(error);
  return new PaymentProviderError(`${provider}: falha de rede em ${what}: ${reason}`);
}

/** A webhook's body read through `schema`; null when it is not JSON or not of that shape. */
export function webhookBodyOf<S extends z.ZodType>(text: string, schema: S): z.output<S> | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
