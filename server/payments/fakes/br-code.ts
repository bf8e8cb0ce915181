// A dynamic Pix BR Code (EMV® QRCPS, as BACEN's 'Manual de Padrões para Iniciação do Pix' lays it
// out) for the fakes' `pixCopiaECola`: the same shape and checksum a PSP answers.

const field = (id: string, value: string) =>
  `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF), four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The 'copia e cola' of a charge whose payload the payer's bank fetches from `location`. */
export function dynamicBrCode(options: { location: string; name: string; city: string }): string {
  const payload =
    field('00', '01') +
    field('01', '12') +
    field('26', field('00', 'br.gov.bcb.pix') + field('25', options.location)) +
    field('52', '0000') +
    field('53', '986') +
    field('58', 'BR') +
    field('59', options.name.slice(0, 25)) +
    field('60', options.city.slice(0, 15)) +
    field('62', field('05', '***')) +
    '6304';
  return payload + crc16(payload);
}
