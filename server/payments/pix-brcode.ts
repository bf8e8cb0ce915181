// The static Pix BR Code ('Pix copia e cola'): BACEN's EMV QRCPS layout (Manual de Padrões para
// Iniciação do Pix) with the studio's key, name, city, the amount and a reference, sealed with
// CRC16-CCITT. Written here rather than taken from a library: the maintained one (pix-utils) loads
// an HTTP client at import for dynamic codes we never read, and takes amounts as floating reais
// (docs/decisions/0010-payment-providers.md). The tests read every code back with that library's parser.

/** One EMV field: two-digit id, two-digit length, value. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`campo ${id} do BR Code passa de 99 caracteres`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), four upper-case hex digits. */
export function crc16ccitt(payload: string): string {
  let crc = 0xffff;
  for (let i = 0; i < payload.length; i++) {
    crc ^= payload.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * Text a payer's bank reads (name, city, description) in the characters every bank accepts:
 * accents taken off, anything outside printable ASCII dropped, spaces collapsed.
 */
export function emvText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

/** A static code's reference (field 62-05): at most 25 letters and digits, taken from the txid. */
export const pixReferenceOf = (txid: string) => txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25);

const GUI = 'br.gov.bcb.pix';

export interface StaticPixInput {
  key: string;
  merchantName: string;
  merchantCity: string;
  amountCents: number;
  /** Our charge's txid: the code carries its first 25 letters and digits (pixReferenceOf). */
  txid: string;
  /** Shown by some banks (field 26-02), when it fits beside the key. */
  description?: string;
}

/** The 'copia e cola' text of a static Pix for one amount. */
export function encodeStaticPix(input: StaticPixInput): string {
  const key = input.key.trim();
  if (!key) throw new RangeError('chave Pix vazia');
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw new RangeError('valor do Pix inválido');
  }
  const name = emvText(input.merchantName, 25);
  const city = emvText(input.merchantCity, 15);
  if (!name || !city) throw new RangeError('nome e cidade do recebedor são obrigatórios');
  const reference = pixReferenceOf(input.txid) || '***';

  const account = field('00', GUI) + field('01', key);
  // Field 26 holds at most 99 characters: the description goes only where it fits.
  const room = 99 - account.length - 4;
  const description = input.description ? emvText(input.description, Math.max(0, room)) : '';
  const amount = `${Math.floor(input.amountCents / 100)}.${String(input.amountCents % 100).padStart(2, '0')}`;

  const payload =
    field('00', '01') +
    field('26', account + (description ? field('02', description) : '')) +
    field('52', '0000') +
    field('53', '986') +
    field('54', amount) +
    field('58', 'BR') +
    field('59', name) +
    field('60', city) +
    field('62', field('05', reference)) +
    '6304';
  return payload + crc16ccitt(payload);
}
