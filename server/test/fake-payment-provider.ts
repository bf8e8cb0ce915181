// An in-memory payment provider for the payment pipeline's tests: an automatic provider (as the
// BACEN Pix API or Asaas would be) whose charges, payments and notifications the test drives —
// pay a charge, forge a notification, lose one — through the same PaymentProvider interface the
// real adapters implement (docs/decisions/0010-payment-providers.md).
import { randomBytes } from 'node:crypto';
import type {
  PaymentNotice,
  PaymentProvider,
  ProviderCharge,
  ReceivedPayment,
} from '../payments/provider';

/** The header a genuine notification carries (the fake's whole authentication). */
export const FAKE_SIGNATURE_HEADER = 'x-fake-signature';
export const FAKE_SIGNATURE = 'assinatura-do-provedor-de-teste';

export interface FakePaymentProvider extends PaymentProvider {
  /** The provider's side of each charge, by txid. */
  readonly charges: Map<string, ProviderCharge>;
  /** Every payment received, in order (listReceived's source). */
  readonly received: ReceivedPayment[];
  /** How many read-backs were asked for. */
  readBacks: number;
  /** Money arrives for `txid` (by default its full amount): the provider marks it paid. */
  pay(txid: string, options?: { amountCents?: number; endToEndId?: string }): ReceivedPayment;
  /** A genuine notification's body naming these txids. */
  notificationBody(txids: string[]): string;
  /** Makes readCharge fail (a provider down) until set back to false. */
  failing: boolean;
}

export function createFakePaymentProvider(): FakePaymentProvider {
  const charges = new Map<string, ProviderCharge>();
  const received: ReceivedPayment[] = [];
  const provider: FakePaymentProvider = {
    name: 'bacen-pix',
    confirmsAutomatically: true,
    methods: ['pix'],
    charges,
    received,
    readBacks: 0,
    failing: false,
    createCharge(request) {
      const created: ProviderCharge = {
        txid: request.txid,
        providerId: `fake-${request.txid}`,
        status: 'open',
        amountCents: request.amountCents,
        expiresAt: request.expiresAt,
        pixCopiaECola: `00020101021226fake${request.txid}6304ABCD`,
        payments: [],
      };
      charges.set(request.txid, created);
      return Promise.resolve(structuredClone(created));
    },
    readCharge(ref) {
      provider.readBacks += 1;
      if (provider.failing) return Promise.reject(new Error('provedor fora do ar'));
      const found = charges.get(ref.txid);
      if (!found) return Promise.reject(new Error(`cobrança ${ref.txid} desconhecida`));
      return Promise.resolve(structuredClone(found));
    },
    readNotification(notification): PaymentNotice | null {
      if (notification.headers.get(FAKE_SIGNATURE_HEADER) !== FAKE_SIGNATURE) return null;
      try {
        const body = JSON.parse(notification.body) as {
          pix?: { txid?: string; endToEndId?: string }[];
        };
        const pix = body.pix ?? [];
        return {
          charges: pix.flatMap((p) => (p.txid ? [{ txid: p.txid }] : [])),
          endToEndIds: pix.flatMap((p) => (p.endToEndId ? [p.endToEndId] : [])),
        };
      } catch {
        return null;
      }
    },
    listReceived(from, to) {
      return Promise.resolve(
        received.filter((p) => p.paidAt >= from && p.paidAt < to).map((p) => ({ ...p })),
      );
    },
    refund(_ref, _payment, _amountCents, refundKey) {
      return Promise.resolve({ refundId: `fake-refund-${refundKey}`, status: 'done' });
    },
    pay(txid, options = {}) {
      const found = charges.get(txid);
      if (!found) throw new Error(`no fake charge ${txid}`);
      const payment: ReceivedPayment = {
        endToEndId: options.endToEndId ?? `E${randomBytes(15).toString('hex').toUpperCase()}`,
        txid,
        amountCents: options.amountCents ?? found.amountCents,
        paidAt: new Date(),
      };
      found.status = 'paid';
      found.payments.push(payment);
      received.push(payment);
      return payment;
    },
    notificationBody(txids) {
      return JSON.stringify({
        pix: txids.map((txid) => ({
          txid,
          endToEndId: charges.get(txid)?.payments[0]?.endToEndId,
        })),
      });
    },
  };
  return provider;
}
