// Small string helpers shared by the artwork generators, so every SVG is built the same way.
import { escapeHtml } from '../../common/html';

export const FONT = 'Arial, Helvetica, sans-serif';

/** Rounds to one decimal so the files stay small and diffs stay stable. */
export const r = (n: number): string => String(Math.round(n * 10) / 10);

export const svgDocument = (width: number, height: number, title: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
  `<title>${escapeHtml(title)}</title>${body}</svg>\n`;

export type TextOptions = {
  x: number;
  y: number;
  /** Largest font size wanted; shrunk so the text fits maxWidth. */
  size: number;
  maxWidth?: number;
  fill: string;
  weight?: 'normal' | 'bold';
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  italic?: boolean;
  /** Average glyph advance in em; caps are wider than lower case. */
  em?: number;
};

/**
 * Text whose size is estimated from its length: rsvg has no layout feedback, and Arial-metric
 * glyphs average about 0.6 em (bold caps ~0.7), which is close enough to keep labels inside shapes.
 */
export const text = (content: string, o: TextOptions): string => {
  const caps = content === content.toUpperCase();
  const em = o.em ?? (o.weight === 'bold' ? (caps ? 0.72 : 0.6) : caps ? 0.66 : 0.54);
  const spacing = o.spacing ?? 0;
  const fit =
    o.maxWidth === undefined
      ? o.size
      : Math.min(o.size, (o.maxWidth - spacing * content.length) / (content.length * em));
  const attrs = [
    `x="${r(o.x)}"`,
    `y="${r(o.y)}"`,
    `font-size="${r(fit)}"`,
    `fill="${o.fill}"`,
    o.weight === 'bold' ? 'font-weight="bold"' : '',
    o.anchor && o.anchor !== 'start' ? `text-anchor="${o.anchor}"` : '',
    spacing ? `letter-spacing="${spacing}"` : '',
    o.italic ? 'font-style="italic"' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `<text ${attrs}>${escapeHtml(content)}</text>`;
};

/** Wraps markup in a group carrying the shared font so individual text nodes stay short. */
export const fontGroup = (body: string): string => `<g font-family="${FONT}">${body}</g>`;

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rx = 0,
  extra = '',
): string =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}"${rx ? ` rx="${r(rx)}"` : ''} fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const circle = (cx: number, cy: number, radius: number, fill: string, extra = ''): string =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const path = (d: string, fill: string, extra = ''): string =>
  `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const group = (transform: string, body: string): string =>
  `<g transform="${transform}">${body}</g>`;

/** Soft floor shadow under a product so flat shapes read as objects standing on a surface. */
export const floorShadow = (cx: number, y: number, w: number): string =>
  ellipse(cx, y, w / 2, w / 14, '#000', 'opacity=".18"');

/** Deterministic pseudo-random numbers so regenerated files do not change between runs. */
export const seeded = (seed: number): (() => number) => {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
};
