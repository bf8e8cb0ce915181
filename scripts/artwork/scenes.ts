// Whole-image compositions: product stages, prepress artboards, dielines and digital mockups.
import { GREY, INK, NAVY, ORANGE, WHITE } from './palette';
import type { Brand } from './palette';
import { shade } from './packaging';
import {
  circle,
  floorShadow,
  fontGroup,
  group,
  path,
  r,
  rect,
  seeded,
  svgDocument,
  text,
} from './svg';

export type Placed = { markup: string; x: number; y: number; scale: number; width: number };

const place = (p: Placed): string =>
  floorShadow(p.x, p.y, p.width * p.scale * 1.05) +
  group(`translate(${r(p.x)} ${r(p.y)}) scale(${r(p.scale)})`, p.markup);

/** A product "photo": tinted backdrop, decorative shapes, a floor line and the products. */
export const stage = (
  w: number,
  h: number,
  title: string,
  b: Brand,
  items: Placed[],
  seed: number,
  dark = false,
): string => {
  const rand = seeded(seed);
  const bg = dark ? NAVY : b.secondary;
  const floorY = Math.max(...items.map((i) => i.y));
  const blob = circle(
    w * (0.55 + rand() * 0.2),
    h * 0.42,
    h * (0.34 + rand() * 0.08),
    dark ? b.accent : WHITE,
    `opacity="${dark ? 0.22 : 0.55}"`,
  );
  const dx = Math.round(w * (0.06 + rand() * 0.1));
  const dy = Math.round(h * (0.1 + rand() * 0.1));
  // A pattern is a fraction of the bytes of sixteen separate squares.
  const dots =
    `<defs><pattern id="dots" width="22" height="22" patternUnits="userSpaceOnUse">` +
    `<rect width="5" height="5" fill="${dark ? ORANGE : b.accent}"/></pattern></defs>` +
    rect(dx, dy, 88, 88, 'url(#dots)', 0, 'opacity=".5"');
  return svgDocument(
    w,
    h,
    title,
    fontGroup(
      rect(0, 0, w, h, bg) +
        blob +
        dots +
        circle(w * 0.9, h * 0.16, h * 0.05, ORANGE, 'opacity=".8"') +
        rect(0, floorY, w, h - floorY, dark ? INK : shade(b.secondary, -0.06)) +
        items.map(place).join(''),
    ),
  );
};

export type LabelInks = { bg: string; band: string; text: string; onBand: string; art: string };

export const brandInks = (b: Brand): LabelInks => ({
  bg: b.accent,
  band: WHITE,
  text: b.onAccent,
  onBand: b.accent,
  art: b.secondary,
});

/** Flat label artwork of w x h (the printable area) drawn in the given inks. */
export const labelArt = (
  b: Brand,
  w: number,
  h: number,
  product: string,
  inks: LabelInks,
  icon: string,
) =>
  rect(0, 0, w, h, inks.bg, 12) +
  circle(w * 0.22, h * 0.5, h * 0.36, inks.art, 'opacity=".9"') +
  group(`translate(${r(w * 0.22)} ${r(h * 0.5)}) scale(${r(h / 320)})`, icon) +
  text(b.name, {
    x: w * 0.66,
    y: h * 0.36,
    size: h * 0.2,
    maxWidth: w * 0.52,
    fill: inks.text,
    weight: 'bold',
    anchor: 'middle',
  }) +
  text(b.tagline, {
    x: w * 0.66,
    y: h * 0.47,
    size: h * 0.065,
    maxWidth: w * 0.5,
    fill: inks.text,
    anchor: 'middle',
  }) +
  rect(w * 0.42, h * 0.56, w * 0.48, h * 0.16, inks.band, 8) +
  text(product, {
    x: w * 0.66,
    y: h * 0.67,
    size: h * 0.08,
    maxWidth: w * 0.44,
    fill: inks.onBand,
    weight: 'bold',
    anchor: 'middle',
  }) +
  path(
    `M${r(w * 0.42)} ${r(h * 0.8)}h${r(w * 0.3)}M${r(w * 0.42)} ${r(h * 0.86)}h${r(w * 0.22)}`,
    'none',
    `stroke="${inks.text}" stroke-width="4" opacity=".7"`,
  );

const cropMarks = (x: number, y: number, w: number, h: number): string => {
  const m = 26;
  const g = 10;
  const d =
    `M${x - g - m} ${y}h${m}M${x} ${y - g - m}v${m}M${x + w + g} ${y}h${m}M${x + w} ${y - g - m}v${m}` +
    `M${x - g - m} ${y + h}h${m}M${x} ${y + h + g}v${m}M${x + w + g} ${y + h}h${m}M${x + w} ${y + h + g}v${m}`;
  return path(d, 'none', `stroke="${INK}" stroke-width="1.5"`);
};

const registration = (x: number, y: number): string =>
  circle(x, y, 10, 'none', `stroke="${INK}" stroke-width="1.5"`) +
  path(`M${x - 16} ${y}h32M${x} ${y - 16}v32`, 'none', `stroke="${INK}" stroke-width="1.5"`);

const PROCESS = ['#00aeef', '#ec008c', '#ffd400', '#231f20'];

/** Prepress artboard: the flat label with bleed, crop marks, registration targets and colour bar. */
export const artboard = (
  w: number,
  h: number,
  b: Brand,
  product: string,
  icon: string,
  art?: { markup: string; size: number },
) => {
  const lw = art ? Math.min(420, w - 380) : Math.min(700, w - 260);
  const lh = art ? lw : lw * 0.48;
  const lx = (w - lw) / 2;
  const ly = (h - lh) / 2 - 10;
  const swatches = [...PROCESS, b.accent, b.secondary]
    .map((c, i) => rect(lx + i * 56, ly + lh + 70, 48, 32, c, 0, `stroke="${GREY}"`))
    .join('');
  return svgDocument(
    w,
    h,
    `Arte-final ${b.name} ${product}`,
    fontGroup(
      rect(0, 0, w, h, GREY) +
        rect(lx - 80, ly - 90, lw + 160, lh + 200, WHITE, 6) +
        rect(
          lx - 8,
          ly - 8,
          lw + 16,
          lh + 16,
          'none',
          0,
          `stroke="${ORANGE}" stroke-dasharray="6 4"`,
        ) +
        (art
          ? group(`translate(${lx} ${ly}) scale(${r(lw / art.size)})`, art.markup)
          : group(`translate(${lx} ${ly})`, labelArt(b, lw, lh, product, brandInks(b), icon))) +
        cropMarks(lx, ly, lw, lh) +
        registration(lx + lw / 2, ly - 50) +
        registration(lx - 50, ly + lh / 2) +
        registration(lx + lw + 50, ly + lh / 2) +
        text(`ARTE-FINAL  ${b.name.toUpperCase()} · ${product}`, {
          x: lx - 60,
          y: ly - 56,
          size: 13,
          fill: INK,
          weight: 'bold',
        }) +
        text('Flexografia 4 + 2 cores · Distorção 97,6% · Anilox 400 lpi', {
          x: lx - 60,
          y: ly - 38,
          size: 12,
          fill: INK,
        }) +
        swatches +
        ['C', 'M', 'Y', 'K', 'E1', 'E2']
          .map((t, i) =>
            text(t, {
              x: lx + 24 + i * 56,
              y: ly + lh + 122,
              size: 12,
              fill: INK,
              anchor: 'middle',
            }),
          )
          .join('') +
        text('Aprovado ✓', {
          x: lx + lw,
          y: ly + lh + 96,
          size: 22,
          fill: '#2b9348',
          weight: 'bold',
          anchor: 'end',
        }),
    ),
  );
};

/** The same label split into its four process plates, as a flexo prepress proof shows it. */
export const separations = (
  w: number,
  h: number,
  b: Brand,
  product: string,
  iconFor: (ink: string) => string,
) => {
  const names = ['Ciano', 'Magenta', 'Amarelo', 'Preto'];
  const cw = (w - 120) / 2;
  const ch = (h - 160) / 2;
  const plates = PROCESS.map((ink, i) => {
    const x = 40 + (i % 2) * (cw + 40);
    const y = 90 + Math.floor(i / 2) * (ch + 30);
    const lw = cw - 60;
    const lh = ch - 70;
    const inks: LabelInks = {
      bg: ink,
      band: WHITE,
      text: WHITE,
      onBand: ink,
      art: shade(ink, 0.55),
    };
    return (
      rect(x, y, cw, ch, WHITE, 8) +
      group(
        `translate(${r(x + 30)} ${r(y + 20)})`,
        labelArt(b, lw, lh, product, inks, iconFor(ink)),
      ) +
      circle(x + 40, y + ch - 24, 9, ink) +
      text(`Chapa ${i + 1} · ${names[i] ?? ''}`, {
        x: x + 58,
        y: y + ch - 19,
        size: 15,
        fill: INK,
        weight: 'bold',
      })
    );
  }).join('');
  return svgDocument(
    w,
    h,
    `Separação de cores ${b.name}`,
    fontGroup(
      rect(0, 0, w, h, NAVY) +
        text(`Separação de cores · ${b.name}`, {
          x: 40,
          y: 56,
          size: 30,
          fill: WHITE,
          weight: 'bold',
        }) +
        text('Prova digital', { x: w - 40, y: 56, size: 18, fill: ORANGE, anchor: 'end' }) +
        plates,
    ),
  );
};

export type Panel = { x: number; y: number; w: number; h: number; label?: string };

/** Die-cut drawing: cut lines solid, fold lines dashed, with measurements and a title block. */
export const dieline = (
  w: number,
  h: number,
  b: Brand,
  what: string,
  panels: Panel[],
  folds: string,
  dims: string[],
) => {
  const outline = panels.map((p) => `M${p.x} ${p.y}h${p.w}v${p.h}h${-p.w}z`).join('');
  const labels = panels
    .filter((p) => p.label)
    .map((p) =>
      text(p.label ?? '', {
        x: p.x + p.w / 2,
        y: p.y + p.h / 2 + 5,
        size: 16,
        fill: NAVY,
        anchor: 'middle',
      }),
    )
    .join('');
  return svgDocument(
    w,
    h,
    `Faca especial ${b.name} ${what}`,
    fontGroup(
      rect(0, 0, w, h, '#f4f6fa') +
        path(
          panels.map((p) => `M${p.x} ${p.y}h${p.w}v${p.h}h${-p.w}z`).join(''),
          b.secondary,
          'opacity=".45"',
        ) +
        path(outline, 'none', `stroke="${NAVY}" stroke-width="3"`) +
        path(folds, 'none', `stroke="${ORANGE}" stroke-width="3" stroke-dasharray="12 8"`) +
        labels +
        dims.join('') +
        rect(w - 380, h - 130, 340, 96, WHITE, 6, `stroke="${NAVY}" stroke-width="2"`) +
        text(`FACA ESPECIAL · ${b.name.toUpperCase()}`, {
          x: w - 364,
          y: h - 98,
          size: 15,
          maxWidth: 310,
          fill: NAVY,
          weight: 'bold',
        }) +
        text(what, { x: w - 364, y: h - 74, size: 14, maxWidth: 310, fill: NAVY }) +
        path(`M${w - 364} ${h - 54}h40`, 'none', `stroke="${NAVY}" stroke-width="3"`) +
        text('Corte', { x: w - 316, y: h - 49, size: 13, fill: NAVY }) +
        path(
          `M${w - 250} ${h - 54}h40`,
          'none',
          `stroke="${ORANGE}" stroke-width="3" stroke-dasharray="8 5"`,
        ) +
        text('Vinco', { x: w - 202, y: h - 49, size: 13, fill: NAVY }),
    ),
  );
};

export const dimension = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  label: string,
): string => {
  const horizontal = y1 === y2;
  const d = horizontal
    ? `M${x1} ${y1}H${x2}M${x1} ${y1 - 8}v16M${x2} ${y1 - 8}v16`
    : `M${x1} ${y1}V${y2}M${x1 - 8} ${y1}h16M${x1 - 8} ${y2}h16`;
  const t = horizontal
    ? text(label, { x: (x1 + x2) / 2, y: y1 - 10, size: 14, fill: INK, anchor: 'middle' })
    : text(label, { x: x1 - 12, y: (y1 + y2) / 2 + 5, size: 14, fill: INK, anchor: 'end' });
  return path(d, 'none', `stroke="${INK}" stroke-width="1.5"`) + t;
};

/** Bar + line chart card used by the paid-traffic and campaign images. */
export const chartCard = (
  x: number,
  y: number,
  w: number,
  h: number,
  accent: string,
  seed: number,
) => {
  const rand = seeded(seed);
  const n = 7;
  const bw = (w - 60) / n;
  let bars = '';
  let line = '';
  for (let i = 0; i < n; i++) {
    const v = 0.25 + (i / n) * 0.5 + rand() * 0.2;
    const bh = (h - 90) * v;
    bars += rect(
      x + 30 + i * bw + 6,
      y + h - 30 - bh,
      bw - 12,
      bh,
      i === n - 1 ? ORANGE : accent,
      4,
    );
    line += `${i ? 'L' : 'M'}${r(x + 30 + i * bw + bw / 2)} ${r(y + h - 40 - bh - 20 - rand() * 20)}`;
  }
  return (
    rect(x, y, w, h, WHITE, 14) +
    rect(x + 30, y + 22, 120, 12, GREY, 6) +
    bars +
    path(line, 'none', `stroke="${NAVY}" stroke-width="4" stroke-linejoin="round"`)
  );
};

export const kpi = (x: number, y: number, label: string, value: string, accent: string): string =>
  rect(x, y, 200, 96, WHITE, 14) +
  rect(x, y, 8, 96, accent, 4) +
  text(label, { x: x + 24, y: y + 34, size: 15, fill: '#5c6784' }) +
  text(value, { x: x + 24, y: y + 74, size: 32, maxWidth: 160, fill: NAVY, weight: 'bold' });
