// 'Recibo': one A4 page that says the studio received a payment — who received it (the studio's
// data), from whom, what for, how much, how and when — and, when refunded, what went back. Not an
// invoice: the terms say no nota fiscal is issued, and the receipt says so too. Drawn with
// pdf-lib's standard Helvetica (WinAnsi covers Portuguese), no fonts or images to load; pdf-lib is
// loaded on the first receipt, not when the server starts.
import type { PDFFont, PDFPage } from 'pdf-lib';
import { formatDateTime, formatMoney } from '../../common/format';
import { formatTaxId } from '../../common/tax-id';
import { contacts } from '../../src/content/contacts';
import { site } from '../../src/content/site';
import type { ReceiptData } from './statement.service';

export const RECEIPT_NOT_INVOICE =
  'Este recibo não é nota fiscal: conforme os termos de uso, não é emitida nota fiscal.';

const MARGIN = 56;
const WIDTH = 595.28;
const HEIGHT = 841.89;

/** The receipt's number as printed: the charge id's first block, enough to find it in the panel. */
export const receiptNumberOf = (chargeId: string) => chargeId.slice(0, 8).toUpperCase();

/** Breaks `text` into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** WinAnsi cannot draw every character a name may hold: those become '?', never an error. */
function drawable(text: string): string {
  return text.replace(
    /[^\u0020-\u007E\u00A0-\u00FF\u201C\u201D\u2018\u2019\u2013\u2014\u00B7]/g,
    '?',
  );
}

export async function renderReceiptPdf(receipt: ReceiptData, now: Date = new Date()) {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`Recibo ${receiptNumberOf(receipt.id)} - ${site.name}`);
  doc.setAuthor(site.legalName);
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const page: PDFPage = doc.addPage([WIDTH, HEIGHT]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const grey = rgb(0.35, 0.35, 0.35);
  let y = HEIGHT - MARGIN;

  const text = (value: string, options: { font?: PDFFont; size?: number; gap?: number } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 11;
    for (const line of wrap(drawable(value), font, size, WIDTH - 2 * MARGIN)) {
      y -= size + 4;
      page.drawText(line, { x: MARGIN, y, size, font });
    }
    y -= options.gap ?? 4;
  };
  const row = (label: string, value: string) => {
    y -= 16;
    page.drawText(drawable(label), { x: MARGIN, y, size: 10, font: regular, color: grey });
    const lines = wrap(drawable(value), bold, 11, WIDTH - 2 * MARGIN - 150);
    lines.forEach((line, i) => {
      if (i > 0) y -= 15;
      page.drawText(line, { x: MARGIN + 150, y, size: 11, font: bold });
    });
  };

  text(`RECIBO Nº ${receiptNumberOf(receipt.id)}`, { font: bold, size: 18, gap: 10 });
  text(site.legalName, { font: bold });
  text(`${site.name} · ${site.city}/${site.state}`);
  text(`${contacts.email} · ${contacts.phoneDisplay}`, { gap: 18 });

  const payer = receipt.payer.taxId
    ? `${receipt.payer.name} (${receipt.payer.taxId.length === 11 ? 'CPF' : 'CNPJ'} ${formatTaxId(receipt.payer.taxId)})`
    : receipt.payer.name;
  text(
    `Recebemos de ${payer} a quantia de ${formatMoney(receipt.amountCents)}, referente a: ${receipt.description}.`,
    { size: 12, gap: 14 },
  );

  row('Valor', formatMoney(receipt.amountCents));
  row('Referente a', receipt.description);
  row('Forma de pagamento', receipt.method);
  row('Pago em', formatDateTime(receipt.paidAt));
  if (receipt.endToEndId) row('Identificador do Pix', receipt.endToEndId);
  row('Cliente', payer);
  row('E-mail', receipt.payer.email);
  row('Cobrança', receipt.id);
  if (receipt.refundedCents !== null) {
    row(
      'Reembolso',
      `${formatMoney(receipt.refundedCents)} devolvidos${receipt.refundedAt ? ` em ${formatDateTime(receipt.refundedAt)}` : ''}${receipt.creditsRemoved ? ` (${receipt.creditsRemoved} créditos retirados do saldo)` : ''}`,
    );
  }
  y -= 24;
  text(`${site.city}/${site.state}, ${formatDateTime(now)}.`, { gap: 24 });
  text(RECEIPT_NOT_INVOICE, { size: 9 });
  return doc.save();
}
