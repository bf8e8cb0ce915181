// The 'Ficha técnica' of a release package (docs/product/release.md): one A4 PDF (pdf-lib) with
// the art, the approved version's file and hash, the client's flexo brief and the studio's
// technical fields filled at delivery. Made on each request from the stored facts, never stored.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { briefRows } from '../../common/brief-labels';
import type { ArtBrief } from '../../common/brief';
import { formatDateTime, formatNumber } from '../../common/format';
import { TECH_SHEET_LABELS, type TechSheet } from '../../common/release-schemas';
import { STUDIO_NAME } from '../notifications/templates';

export interface FichaFacts {
  artName: string;
  company: string;
  version: number;
  file: { name: string; size: number; sha256: string };
  approvedAt: Date | null;
  brief: ArtBrief | null;
  techSheet: TechSheet | null;
  generatedAt: Date;
}

const NOT_GIVEN = '—';

/** The ficha's rows, section by section: what the PDF writes and what tests read back. */
export function fichaSections(facts: FichaFacts): { title: string; rows: [string, string][] }[] {
  const brief = facts.brief;
  const sheet: TechSheet = facts.techSheet ?? {};
  const sheetValue = (key: keyof TechSheet): string => {
    const value = sheet[key];
    if (value === undefined) return NOT_GIVEN;
    if (Array.isArray(value)) return value.length > 0 ? value.join(' → ') : NOT_GIVEN;
    return typeof value === 'number' ? formatNumber(value) : value;
  };
  return [
    {
      title: 'Arte',
      rows: [
        ['Arte', facts.artName],
        ['Cliente', facts.company],
        ['Versão aprovada', `v${facts.version}`],
        ['Aprovada em', facts.approvedAt ? formatDateTime(facts.approvedAt) : NOT_GIVEN],
        ['Arquivo', facts.file.name],
        ['Tamanho', `${formatNumber(facts.file.size)} bytes`],
        ['SHA-256', facts.file.sha256],
      ],
    },
    {
      title: 'Briefing',
      rows: brief ? briefRows(brief) : [['Briefing', 'Arte sem briefing técnico']],
    },
    {
      title: 'Dados técnicos do estúdio',
      rows: (Object.keys(TECH_SHEET_LABELS) as (keyof TechSheet)[]).map((key) => [
        TECH_SHEET_LABELS[key],
        sheetValue(key),
      ]),
    },
  ];
}

// The standard fonts write WinAnsi only: anything else (an arrow, an emoji) becomes its nearest.
const winAnsi = (text: string) =>
  text
    .replace(/→/g, '>')
    .replace(/×/g, 'x')
    .replace(/[^\x20-\x7e\u00a0-\u00ff—–‘’“”•…]/g, '?');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) {
      line = next;
    } else {
      lines.push(line);
      line = word;
    }
  }
  lines.push(line);
  // A single word wider than the column (a hash) is cut where it overflows.
  return lines.flatMap((l) => {
    const parts: string[] = [];
    let rest = l;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      parts.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    parts.push(rest);
    return parts;
  });
}

export async function fichaTecnicaPdf(facts: FichaFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`Ficha técnica — ${facts.artName} v${facts.version}`));
  pdf.setAuthor(STUDIO_NAME);
  pdf.setCreationDate(facts.generatedAt);
  pdf.setModificationDate(facts.generatedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const margin = 50;
  const [width, height] = [595.28, 841.89];
  let page: PDFPage = pdf.addPage([width, height]);
  let y = height - margin;
  const ensure = (space: number) => {
    if (y - space < margin) {
      page = pdf.addPage([width, height]);
      y = height - margin;
    }
  };
  const write = (text: string, font: PDFFont, size: number, x = margin) => {
    page.drawText(winAnsi(text), { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
  };

  write(STUDIO_NAME, bold, 11);
  y -= 26;
  write('Ficha técnica', bold, 20);
  y -= 18;
  write(`Gerada em ${formatDateTime(facts.generatedAt)}`, regular, 9);
  y -= 24;
  const labelWidth = 170;
  const valueWidth = width - margin * 2 - labelWidth;
  for (const section of fichaSections(facts)) {
    ensure(40);
    write(section.title, bold, 13);
    y -= 6;
    page.drawLine({
      start: { x: margin, y },
      end: { x: width - margin, y },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
    y -= 16;
    for (const [label, value] of section.rows) {
      const lines = wrap(winAnsi(value), regular, 10, valueWidth);
      ensure(lines.length * 13 + 4);
      write(label, bold, 10);
      for (const line of lines) {
        write(line, regular, 10, margin + labelWidth);
        y -= 13;
      }
      y -= 4;
    }
    y -= 12;
  }
  return pdf.save();
}
