// The 'Termo de aprovação' (docs/product/approval.md): one A4 page in pt-BR made from the approval
// record with pdf-lib, the studio's name and logo, the verification code and its QR code (to
// /verificar?codigo=…). Deterministic for a record (fixed dates in the PDF's metadata), so the
// same record makes the same bytes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { approvalMeaning } from '../../common/approval';
import { storedBrief } from '../../common/brief';
import { briefRows } from '../../common/brief-labels';
import { formatDateTime, formatNumber } from '../../common/format';
import { paths } from '../../common/paths';
import { site } from '../../src/content/site';
import type { ApprovedPreviewPage } from '../db/schema';
import type { ApprovalRecord } from './approval.service';

export const verifyUrl = (baseUrl: string, code: string) =>
  `${baseUrl}${paths.verify}?codigo=${encodeURIComponent(code)}`;

let logoPng: Promise<Buffer | null> | undefined;

/** The site's logo (public/logo.svg, or dist/ once built) as a PNG, rasterised once. */
function studioLogo(): Promise<Buffer | null> {
  return (logoPng ??= (async () => {
    const file = ['dist', 'public']
      .map((folder) => path.resolve(folder, site.logo.replace(/^\//, '')))
      .find((candidate) => existsSync(candidate));
    if (!file) return null;
    const { default: sharp } = await import('sharp');
    return sharp(readFileSync(file), { density: 144 }).png().toBuffer();
  })().catch(() => null));
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;

/** Text the standard font cannot encode (emoji, other scripts) is printed as '?', not refused. */
function printable(font: PDFFont, text: string): string {
  let out = '';
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      out += '?';
    }
  }
  return out;
}

/** Breaks text into lines no wider than `width`. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  // A single word wider than the page (a hash) is cut into pieces.
  return lines.flatMap((l) => {
    if (font.widthOfTextAtSize(l, size) <= width) return [l];
    const pieces: string[] = [];
    let piece = '';
    for (const char of l) {
      if (font.widthOfTextAtSize(piece + char, size) > width) {
        pieces.push(piece);
        piece = '';
      }
      piece += char;
    }
    return [...pieces, piece];
  });
}

/** The termo's line for an approval given from the 3D mockup (docs/product/mockup-3d.md). */
export const MOCKUP_SHOWN_TEXT = 'Mockup 3D exibido ao aprovador';

export interface TermoInput {
  record: ApprovalRecord;
  artName: string;
  previewPages: ApprovedPreviewPage[];
  baseUrl: string;
}

/** Makes the termo's PDF bytes. */
export async function makeTermo(input: TermoInput): Promise<Uint8Array> {
  const { record } = input;
  const doc = await PDFDocument.create({ updateMetadata: false });
  const made = record.approvedAt;
  doc.setTitle(`Termo de aprovação ${record.code}`);
  doc.setAuthor(site.name);
  doc.setSubject(`Aprovação da arte "${input.artName}"`);
  doc.setProducer(site.name);
  doc.setCreator(site.name);
  doc.setCreationDate(made);
  doc.setModificationDate(made);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.Courier);

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const width = A4[0] - 2 * MARGIN;
  const ensure = (height: number) => {
    if (y - height < MARGIN) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };
  const text = (
    value: string,
    options: { font?: PDFFont; size?: number; indent?: number } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const indent = options.indent ?? 0;
    for (const line of wrap(font, printable(font, value), size, width - indent)) {
      ensure(size + 4);
      page.drawText(line, {
        x: MARGIN + indent,
        y: y - size,
        size,
        font,
        color: rgb(0.1, 0.1, 0.1),
      });
      y -= size + 4;
    }
  };
  const gap = (height = 8) => {
    y -= height;
  };
  const heading = (value: string) => {
    gap(6);
    text(value, { font: bold, size: 12 });
    gap(2);
  };
  const fact = (label: string, value: string) => text(`${label}: ${value}`);

  // Header: the logo, the studio's name, the QR code on the right.
  const qrSize = 96;
  const qr = await doc.embedPng(
    await QRCode.toBuffer(verifyUrl(input.baseUrl, record.code), {
      type: 'png',
      margin: 1,
      width: 256,
    }),
  );
  page.drawImage(qr, { x: A4[0] - MARGIN - qrSize, y: y - qrSize, width: qrSize, height: qrSize });
  const logo = await studioLogo();
  if (logo) {
    const image = await doc.embedPng(logo);
    const h = 40;
    page.drawImage(image, {
      x: MARGIN,
      y: y - h,
      width: (image.width / image.height) * h,
      height: h,
    });
    y -= h + 8;
  }
  text(site.legalName, { font: bold, size: 11 });
  gap(4);
  text('Termo de aprovação de arte', { font: bold, size: 18 });
  text(`Código de verificação: ${record.code}`, { font: bold, size: 11 });
  text(`Verifique em ${verifyUrl(input.baseUrl, record.code)}`, { size: 8 });
  y = Math.min(y, A4[1] - MARGIN - qrSize - 8);

  heading('Declaração');
  // The sentence the client ticked, as the record keeps it; else the one of the brief's service.
  const meaning =
    record.checklist.find((item) => item.key === 'meaning')?.label ??
    approvalMeaning(storedBrief(record.brief));
  text(
    `${meaning}: "${input.artName}", ${record.version === null ? 'sem versão entregue (arte importada)' : `versão v${record.version}`}.`,
  );

  heading('Arte aprovada');
  fact('Arte', input.artName);
  fact('Versão', record.version === null ? '—' : `v${record.version}`);
  for (const file of record.files) {
    text(`Arquivo: ${file.name} (${formatNumber(file.size)} bytes)`);
    text(`SHA-256: ${file.sha256}`, { font: mono, size: 8, indent: 12 });
  }
  if (record.files.length > 0) {
    if (input.previewPages.length === 0) text('Prévia: não disponível no momento da aprovação.');
    for (const preview of input.previewPages) {
      text(`Prévia, página ${preview.page} — SHA-256: ${preview.sha256}`, { font: mono, size: 8 });
    }
  }
  if (record.preflight) {
    const p = record.preflight;
    fact(
      'Pré-impressão',
      `${p.status === 'done' ? 'concluída' : p.status}: ${p.approved} aprovado(s), ${p.warnings} aviso(s), ${p.failed} reprovado(s), ${p.skipped} não analisado(s)`,
    );
  }

  if (record.brief) {
    heading('Briefing técnico (como estava na aprovação)');
    for (const [label, value] of briefRows(storedBrief(record.brief)!)) fact(label, value);
  }

  heading('Conferido pelo cliente');
  for (const item of record.checklist) text(`[x] ${item.label}`);
  // Only when it was shown: an approval from the page's button says nothing of the mockup.
  if (record.mockupShown) text(MOCKUP_SHOWN_TEXT);
  if (record.openPins.length > 0) {
    text(
      `Aprovado com ${record.openPins.length} ponto(s) da revisão ainda aberto(s), por escolha expressa do cliente:`,
      { font: bold },
    );
    for (const pin of record.openPins) text(`#${pin.number}: ${pin.text}`, { indent: 12 });
  }

  heading('Quem aprovou');
  fact('Nome', record.approverName);
  fact('E-mail', record.approverEmail);
  fact('Empresa', record.company);
  fact(
    'Data e hora',
    `${formatDateTime(record.approvedAt)} (America/Bahia) — ${record.approvedAt.toISOString()} (UTC)`,
  );
  fact('Endereço IP', record.ip);
  fact('Navegador', record.userAgent || '—');
  fact('Versão dos termos de uso', record.termsVersion);
  text('Identidade confirmada pela senha da conta no momento da aprovação.', { size: 9 });

  return doc.save({ useObjectStreams: false });
}
