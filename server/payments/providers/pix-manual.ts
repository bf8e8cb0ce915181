// The default provider, 'pix-manual' (docs/decisions/0010-payment-providers.md): a static Pix BR Code made from the
// studio's own key, name and city, for the charge's amount and reference. No bank API is called;
// nothing confirms the payment by itself: the studio checks its bank statement and presses
// 'Confirmar recebimento' in the panel. Refunds are made by hand from the studio's bank too.
import {
  PaymentProviderError,
  type ChargeRequest,
  type PaymentProvider,
  type ProviderCharge,
} from '../provider';
import { encodeStaticPix } from '../pix-brcode';

export interface PixDetails {
  pixKey: string;
  merchantName: string;
  merchantCity: string;
}

export const PIX_KEY_MISSING_MESSAGE =
  'O estúdio ainda não cadastrou a chave Pix. Tente mais tarde ou fale conosco pelo WhatsApp.';

export function createPixManualProvider(deps: {
  /** The studio's Pix details in force ('Preços e pagamentos', or the configuration). */
  pixDetails: () => Promise<PixDetails>;
}): PaymentProvider {
  return {
    name: 'pix-manual',
    confirmsAutomatically: false,
    methods: ['pix'],
    async createCharge(request: ChargeRequest): Promise<ProviderCharge> {
      const pix = await deps.pixDetails();
      if (!pix.pixKey) throw new PaymentProviderError(PIX_KEY_MISSING_MESSAGE);
      return {
        txid: request.txid,
        providerId: request.txid,
        status: 'open',
        amountCents: request.amountCents,
        expiresAt: request.expiresAt,
        pixCopiaECola: encodeStaticPix({
          key: pix.pixKey,
          merchantName: pix.merchantName,
          merchantCity: pix.merchantCity,
          amountCents: request.amountCents,
          txid: request.txid,
          description: request.description,
        }),
        payments: [],
      };
    },
    readCharge() {
      // Nothing remote to read: the manual Pix is confirmed in the panel, never by a read-back.
      return Promise.reject(
        new PaymentProviderError('o Pix manual não tem consulta; o estúdio confirma no painel'),
      );
    },
    readNotification: () => null,
    listReceived: () => Promise.resolve([]),
    refund: (_ref, _payment, _amountCents, refundKey) =>
      Promise.resolve({ refundId: `manual-${refundKey}`, status: 'done' }),
  };
}
