// Flat-design packaging drawings. Each is drawn around a local origin at its bottom centre so
// scenes can place, scale and line them up on a floor.
import { GREY, INK, NAVY, WHITE } from './palette';
import type { Brand } from './palette';
import { circle, ellipse, group, path, r, rect, text } from './svg';

/** Derives a darker shade so side faces and seams read as shadowed without extra colours. */
const toInt = (hex: string): number => {
  const h = hex.slice(1);
  return Number.parseInt(h.length === 3 ? h.replace(/./g, '$&$&') : h, 16);
};

export const shade = (hex: string, amount: number): string => {
  const n = toInt(hex);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.max(0, Math.min(255, v)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
};

/** True for pale colours, which need dark text printed on them. */
export const isLight = (hex: string): boolean => {
  const n = toInt(hex);
  return ((n >> 16) & 255) * 0.299 + ((n >> 8) & 255) * 0.587 + (n & 255) * 0.114 > 170;
};

export const barcode = (x: number, y: number, w: number, h: number): string => {
  // A fixed stripe rhythm; it only has to look like a barcode, not scan.
  const widths = [2, 1, 3, 1, 2, 2, 1, 3, 1, 1, 2, 3, 1, 2, 1, 2, 3, 1, 1, 2, 1, 3, 2, 1];
  const unit = w / widths.reduce((a, b) => a + b * 2, 0);
  let cx = x;
  let d = '';
  widths.forEach((bw) => {
    d += `M${r(cx)} ${r(y)}h${r(bw * unit)}v${r(h)}h${r(-bw * unit)}z`;
    cx += bw * unit * 2;
  });
  return rect(x - 4, y - 4, w + 8, h + 8, WHITE) + path(d, INK);
};

export type FruitKind = 'round' | 'berry' | 'grain' | 'leaf';

export const fruit = (kind: FruitKind, color: string, size: number, x = 0, y = 0): string => {
  const at = (body: string) => group(`translate(${r(x)} ${r(y)}) scale(${r(size / 40)})`, body);
  if (kind === 'berry') {
    return at(
      path('M0 -34C30 -36 42 -14 32 8 22 28 8 38 0 40-8 38-22 28-32 8-42-14-30-36 0-34Z', color) +
        path('M-18 -36L0 -26 18 -36 8 -44 0 -36-8 -44Z', '#3a9d23') +
        path(
          'M-14 -8h3v5h-3zM10 -12h3v5h-3zM-2 6h3v5h-3zM16 10h3v5h-3zM-18 14h3v5h-3z',
          '#fff',
          'opacity=".7"',
        ),
    );
  }
  if (kind === 'grain') {
    return at(
      ellipse(-14, 0, 9, 18, color, 'transform="rotate(-25 -14 0)"') +
        ellipse(12, -6, 9, 18, color, 'transform="rotate(20 12 -6)"') +
        ellipse(0, 18, 9, 18, shade(color, -0.15), 'transform="rotate(80 0 18)"'),
    );
  }
  if (kind === 'leaf') {
    return at(
      path('M-36 30Q-40 -30 30 -36Q40 30 -36 30Z', color) +
        path('M-30 24L24 -30', 'none', `stroke="${shade(color, -0.3)}" stroke-width="3"`),
    );
  }
  return at(
    path('M0 -34Q18 -52 34 -40Q18 -26 0 -34Z', '#3a9d23') +
      circle(0, 0, 34, color) +
      circle(-12, -12, 9, '#fff', 'opacity=".35"'),
  );
};

/** Stand-up pouch with zipper, e.g. fruit pulp or granola. 300 x 420. */
export const pouch = (b: Brand, flavor: string, fruitColor: string, kind: FruitKind): string => {
  const body =
    'M-138 -400H138Q150 -400 150 -388L156 -26Q157 0 130 0H-130Q-157 0 -156 -26L-150 -388Q-150 -400 -138 -400Z';
  return (
    path(body, b.accent) +
    rect(-150, -420, 300, 40, shade(b.accent, -0.2), 6) +
    path('M-150 -410l12 6-12 6z', WHITE) +
    path(
      'M-146 -366H146',
      'none',
      'stroke="#fff" stroke-opacity=".55" stroke-width="3" stroke-dasharray="10 6"',
    ) +
    path('M-155 -176Q-80 -206 0 -180T155 -190L157 -26Q157 0 130 0H-130Q-157 0 -156 -26Z', WHITE) +
    text(b.name, {
      x: 0,
      y: -296,
      size: 58,
      maxWidth: 260,
      fill: b.onAccent,
      weight: 'bold',
      anchor: 'middle',
    }) +
    text(b.tagline, {
      x: 0,
      y: -262,
      size: 17,
      maxWidth: 250,
      fill: b.onAccent,
      anchor: 'middle',
    }) +
    fruit(kind, fruitColor, 40, -54, -168) +
    fruit(kind, shade(fruitColor, -0.12), 46, 22, -180) +
    fruit(kind, fruitColor, 32, 88, -160) +
    text(flavor, {
      x: 0,
      y: -90,
      size: 34,
      maxWidth: 250,
      fill: b.accent,
      weight: 'bold',
      anchor: 'middle',
    }) +
    text('Peso líquido 1 kg', { x: 0, y: -54, size: 15, fill: NAVY, anchor: 'middle' }) +
    rect(-128, -380, 14, 330, WHITE, 7, 'opacity=".18"') +
    path(
      'M-130 0Q0 -22 130 0',
      'none',
      `stroke="${shade(b.accent, -0.25)}" stroke-width="3" opacity=".6"`,
    )
  );
};

/** Trigger-spray or jug bottle with a wrap label. 220 x 430. */
export const bottle = (b: Brand, variant: 'spray' | 'jug', liquid: string, product: string) => {
  const label =
    rect(-82, -250, 164, 196, WHITE, 14) +
    text(b.name, {
      x: 0,
      y: -192,
      size: 42,
      maxWidth: 140,
      fill: b.accent,
      weight: 'bold',
      anchor: 'middle',
    }) +
    text(product, { x: 0, y: -162, size: 15, maxWidth: 140, fill: NAVY, anchor: 'middle' }) +
    circle(-30, -118, 16, liquid, 'opacity=".5"') +
    circle(6, -128, 10, liquid, 'opacity=".7"') +
    circle(30, -108, 20, liquid, 'opacity=".35"') +
    text('500 ml', { x: 0, y: -68, size: 14, fill: NAVY, anchor: 'middle', weight: 'bold' });
  if (variant === 'jug') {
    return (
      path(
        'M-108 -270Q-108 -300 -84 -300H-66V-326H-22V-300H30L70 -352H96Q108 -352 108 -340V-20Q108 0 88 0H-88Q-108 0 -108 -20ZM62 -322H86V-256H40Z',
        liquid,
        'fill-rule="evenodd"',
      ) +
      rect(-72, -352, 56, 30, NAVY, 6) +
      rect(-96, -290, 12, 270, WHITE, 6, 'opacity=".25"') +
      label
    );
  }
  return (
    path(
      'M-88 -300Q-100 -300 -100 -282V-20Q-100 0 -80 0H80Q100 0 100 -20V-282Q100 -300 88 -300H42L32 -336H-32L-42 -300Z',
      liquid,
    ) +
    rect(-30, -366, 60, 32, GREY, 4) +
    path('M-46 -366H58Q72 -366 78 -384L88 -412H-34Q-50 -412 -50 -398Z', NAVY) +
    rect(80, -420, 34, 18, NAVY, 4) +
    path(
      'M14 -364Q40 -330 28 -298',
      'none',
      `stroke="${NAVY}" stroke-width="12" stroke-linecap="round"`,
    ) +
    rect(-88, -282, 12, 262, WHITE, 6, 'opacity=".25"') +
    label
  );
};

/** Flat-bottomed gusseted bag: coffee (valve + tin tie), flour/rice (sewn top) or bakery (window). */
export const bag = (
  b: Brand,
  variant: 'coffee' | 'sewn' | 'window',
  product: string,
  bagColor: string,
  icon: string,
): string => {
  const top =
    variant === 'coffee'
      ? path(
          'M-130 -380V-428l13 -10 13 10 13 -10 13 10 13 -10 13 10 13 -10 13 10 13 -10 13 10 13 -10 13 10 13 -10 13 10 13 -10 13 10 13 -10 13 10 13 -10 13 10V-380Z',
          shade(bagColor, -0.15),
        ) + rect(-142, -404, 284, 12, '#d4af37', 3)
      : variant === 'sewn'
        ? rect(-130, -420, 260, 44, shade(bagColor, -0.08), 4) +
          path('M-124 -398H124', 'none', `stroke="${NAVY}" stroke-width="2" stroke-dasharray="6 5"`)
        : path('M-130 -380L-112 -432H112L130 -380Z', shade(bagColor, -0.12));
  const window =
    variant === 'window'
      ? rect(-80, -224, 160, 100, '#f7e3c2', 50) +
        ellipse(-30, -170, 44, 26, '#c98b3e') +
        ellipse(34, -176, 40, 24, '#b8772f') +
        path(
          'M-54 -176q10 -8 20 0m6 0q10 -8 20 0M14 -182q10 -8 20 0m6 0q10 -8 20 0',
          'none',
          'stroke="#f3d19b" stroke-width="4"',
        ) +
        rect(-80, -224, 160, 100, 'none', 50, `stroke="${b.accent}" stroke-width="6"`)
      : rect(-96, -250, 192, 140, WHITE, 16) + group('translate(0 -178)', icon);
  return (
    top +
    rect(-130, -384, 260, 384, bagColor, 8) +
    rect(-130, -384, 24, 384, '#000', 0, 'opacity=".1"') +
    rect(106, -384, 24, 384, '#000', 0, 'opacity=".1"') +
    rect(-106, -350, 212, 70, b.accent, 10) +
    text(b.name, {
      x: 0,
      y: -300,
      size: 44,
      maxWidth: 190,
      fill: b.onAccent,
      weight: 'bold',
      anchor: 'middle',
    }) +
    window +
    text(product, {
      x: 0,
      y: -70,
      size: 24,
      maxWidth: 200,
      fill: variant === 'window' ? b.accent : isLight(bagColor) ? NAVY : WHITE,
      weight: 'bold',
      anchor: 'middle',
    }) +
    text(variant === 'coffee' ? '500 g' : '1 kg', {
      x: 0,
      y: -38,
      size: 16,
      fill: variant === 'window' || isLight(bagColor) ? NAVY : WHITE,
      anchor: 'middle',
    }) +
    (variant === 'coffee'
      ? circle(76, -362, 9, shade(bagColor, -0.3), `stroke="${GREY}" stroke-width="3"`)
      : '')
  );
};

export const coffeeBean = (color: string): string =>
  ellipse(0, 0, 30, 42, color, 'transform="rotate(25)"') +
  path(
    'M-8 -36Q14 0 -4 38',
    'none',
    'stroke="#fff" stroke-width="5" opacity=".6" transform="rotate(25)"',
  );

export const wheat = (color: string): string =>
  path('M0 50V-40', 'none', `stroke="${color}" stroke-width="4"`) +
  [-30, -10, 10, 30]
    .map(
      (y) =>
        ellipse(-11, y, 7, 14, color, `transform="rotate(-30 -11 ${y})"`) +
        ellipse(11, y, 7, 14, color, `transform="rotate(30 11 ${y})"`),
    )
    .join('') +
  ellipse(0, -50, 7, 14, color);

export type PizzaStyle = 'checkers' | 'gourmet' | 'stripes';

/** Printed lid artwork, 300 x 300, shared by the 3D box, the top view and the flat artboard. */
export const pizzaArt = (b: Brand, style: PizzaStyle, id: string): string => {
  if (style === 'gourmet') {
    return (
      rect(0, 0, 300, 300, b.secondary) +
      rect(14, 14, 272, 272, 'none', 0, `stroke="${b.accent}" stroke-width="3"`) +
      rect(24, 24, 252, 252, 'none', 0, `stroke="${b.accent}" stroke-width="1"`) +
      path('M110 126L122 86 138 110 150 76 162 110 178 86 190 126Z', b.accent) +
      rect(108, 130, 84, 10, b.accent, 2) +
      text(b.name.toUpperCase(), {
        x: 150,
        y: 184,
        size: 34,
        maxWidth: 230,
        fill: b.accent,
        weight: 'bold',
        anchor: 'middle',
        spacing: 4,
      }) +
      text(b.tagline.toUpperCase(), {
        x: 150,
        y: 212,
        size: 12,
        fill: WHITE,
        anchor: 'middle',
        spacing: 5,
      }) +
      text('★ ★ ★', { x: 150, y: 250, size: 14, fill: b.accent, anchor: 'middle' })
    );
  }
  if (style === 'stripes') {
    return (
      rect(0, 0, 300, 300, WHITE) +
      path('M0 200L200 0H250L0 250Z', b.accent) +
      path('M0 250L250 0H300L0 300Z', '#e63946') +
      circle(170, 170, 80, b.secondary, `stroke="${b.accent}" stroke-width="6"`) +
      text(b.name, {
        x: 170,
        y: 176,
        size: 40,
        maxWidth: 140,
        fill: b.accent,
        weight: 'bold',
        anchor: 'middle',
      }) +
      text(b.tagline, { x: 170, y: 202, size: 13, maxWidth: 130, fill: NAVY, anchor: 'middle' })
    );
  }
  return (
    `<defs><pattern id="${id}" width="24" height="24" patternUnits="userSpaceOnUse">` +
    `<rect width="24" height="24" fill="${WHITE}"/><path d="M0 0h12v12H0zM12 12h12v12H12z" fill="${b.accent}"/></pattern></defs>` +
    rect(0, 0, 300, 300, `url(#${id})`) +
    rect(24, 24, 252, 252, b.secondary) +
    circle(150, 140, 84, b.accent) +
    circle(150, 140, 72, 'none', `stroke="${b.onAccent}" stroke-width="2" stroke-dasharray="4 4"`) +
    text(b.name, {
      x: 150,
      y: 150,
      size: 38,
      maxWidth: 130,
      fill: b.onAccent,
      weight: 'bold',
      anchor: 'middle',
    }) +
    text('desde 2015', { x: 150, y: 174, size: 12, fill: b.onAccent, anchor: 'middle' }) +
    text(b.tagline.toUpperCase(), {
      x: 150,
      y: 252,
      size: 15,
      maxWidth: 220,
      fill: b.accent,
      weight: 'bold',
      anchor: 'middle',
      spacing: 2,
    })
  );
};

const COS = 0.866;

/** Isometric box of footprint w x d and height h; `right` and `top` are flat artworks mapped on. */
export const isoBox = (
  w: number,
  d: number,
  h: number,
  colors: { top: string; left: string; right: string },
  art: { top?: { markup: string; size: number }; right?: { markup: string; w: number; h: number } },
): string => {
  const p = (x: number, y: number) => `${r(x)} ${r(y)}`;
  const left = `M${p(0, 0)}L${p(-d * COS, -d / 2)}V${r(-d / 2 - h)}L${p(0, -h)}Z`;
  const right = `M${p(0, 0)}L${p(w * COS, -w / 2)}V${r(-w / 2 - h)}L${p(0, -h)}Z`;
  const top = `M${p(0, -h)}L${p(w * COS, -w / 2 - h)}L${p(w * COS - d * COS, -w / 2 - d / 2 - h)}L${p(-d * COS, -d / 2 - h)}Z`;
  let out = path(left, colors.left) + path(right, colors.right) + path(top, colors.top);
  if (art.right) {
    const sx = w / art.right.w;
    const sy = h / art.right.h;
    out += `<g transform="matrix(${Math.round(COS * sx * 1000) / 1000} ${-0.5 * sx} 0 ${Math.round(sy * 1000) / 1000} 0 ${r(-h)})">${art.right.markup}</g>`;
  }
  if (art.top) {
    // Maps the artwork so its top edge runs along the far-left edge of the lid.
    const s = w / art.top.size;
    const k = (n: number) => Math.round(n * s * 1000) / 1000;
    out += `<g transform="matrix(${k(COS)} ${k(-0.5)} ${k(COS)} ${k(0.5)} ${r(-d * COS)} ${r(-d / 2 - h)})">${art.top.markup}</g>`;
  }
  return out;
};

export const pizzaBox = (b: Brand, style: PizzaStyle, id: string, stack = 1): string => {
  const sides =
    style === 'gourmet'
      ? { top: b.secondary, left: '#2b2b33', right: '#111116' }
      : { top: '#d9a86c', left: '#c89258', right: '#b07d48' };
  let out = '';
  for (let i = 0; i < stack; i++) {
    const isTop = i === stack - 1;
    out += group(
      `translate(0 ${-i * 46})`,
      isoBox(
        300,
        300,
        46,
        sides,
        isTop ? { top: { markup: pizzaArt(b, style, id), size: 300 } } : {},
      ),
    );
  }
  return out;
};

export const pizza = (size: number): string => {
  const s = size / 200;
  const pepperoni = [
    [-40, -50],
    [40, -40],
    [-60, 20],
    [10, 10],
    [55, 40],
    [-20, 60],
    [-5, -80],
    [75, -5],
  ]
    .map(([x = 0, y = 0]) => circle(x, y, 14, '#b5342b'))
    .join('');
  return group(
    `scale(${r(s)})`,
    circle(0, 0, 100, '#e0a458') +
      circle(0, 0, 86, '#d1495b') +
      circle(0, 0, 80, '#f6d365') +
      pepperoni +
      ellipse(30, -70, 10, 5, '#3a9d23', 'transform="rotate(30 30 -70)"') +
      ellipse(-70, -10, 10, 5, '#3a9d23') +
      ellipse(20, 70, 10, 5, '#3a9d23', 'transform="rotate(-40 20 70)"') +
      path(
        'M0 -100V100M-87 -50L87 50M-87 50L87 -50',
        'none',
        'stroke="#c98b3e" stroke-width="3" opacity=".6"',
      ),
  );
};

export const cardboardBox = (b: Brand, w: number, d: number, h: number, line: string): string => {
  const art =
    rect(30, 40, 240, 100, WHITE, 8) +
    text(b.name, {
      x: 150,
      y: 92,
      size: 38,
      maxWidth: 210,
      fill: b.accent,
      weight: 'bold',
      anchor: 'middle',
    }) +
    text(line, { x: 150, y: 120, size: 15, maxWidth: 210, fill: NAVY, anchor: 'middle' }) +
    path(
      'M40 186v-16h-8l14-16 14 16h-8v16zM72 186v-16h-8l14-16 14 16h-8v16z',
      NAVY,
      'opacity=".75"',
    );
  return (
    isoBox(
      w,
      d,
      h,
      { top: '#d9a86c', left: '#c48f55', right: '#b88550' },
      { right: { markup: art, w: 300, h: 200 } },
    ) +
    path(
      `M${r(-d * COS * 0.5 + w * COS * 0)} ${r(-h - d / 4)}L${r(w * COS - d * COS * 0.5)} ${r(-h - w / 2 - d / 4)}`,
      'none',
      'stroke="#e8c594" stroke-width="22"',
    )
  );
};

/** Paper cup with lid and printed sleeve. 250 x 340. */
export const cup = (b: Brand, cupColor = WHITE): string =>
  path('M-112 -296L-86 0H86L112 -296Z', cupColor) +
  path('M-106 -226L-94 -86H94L106 -226Z', b.accent) +
  text(b.name, {
    x: 0,
    y: -148,
    size: 36,
    maxWidth: 170,
    fill: b.onAccent,
    weight: 'bold',
    anchor: 'middle',
  }) +
  text(b.tagline, { x: 0, y: -118, size: 12, maxWidth: 160, fill: b.onAccent, anchor: 'middle' }) +
  rect(-124, -318, 248, 24, GREY, 10) +
  rect(-104, -336, 208, 22, WHITE, 10, `stroke="${GREY}" stroke-width="3"`) +
  path('M-112 -296L-86 0H-66L-90 -296Z', '#000', 'opacity=".06"');

/** Meat tray seen from above at an angle, with a scale label. 460 x 240. */
export const tray = (b: Brand, cut: string, trayColor: string, pieces: number): string => {
  const drum = (x: number, y: number, rot: number) =>
    group(
      `translate(${x} ${y}) rotate(${rot})`,
      ellipse(0, 0, 46, 30, '#e9a56b') +
        ellipse(-8, -6, 30, 16, '#f3c28f', 'opacity=".7"') +
        rect(40, -6, 40, 12, '#fff4e0', 5) +
        circle(82, -8, 8, '#fff4e0') +
        circle(82, 8, 8, '#fff4e0'),
    );
  let meat = '';
  for (let i = 0; i < pieces; i++)
    meat += drum(-150 + i * (300 / Math.max(1, pieces - 1)), -110 + (i % 2) * 24, i % 2 ? 150 : 20);
  return (
    path('M-210 -230H210L230 -22Q232 0 208 0H-208Q-232 0 -230 -22Z', trayColor) +
    path(
      'M-186 -206H186L200 -40Q200 -24 184 -24H-184Q-200 -24 -200 -40Z',
      shade(trayColor, -0.08),
    ) +
    meat +
    path('M-186 -206H186L200 -40Q200 -24 184 -24H-184Q-200 -24 -200 -40Z', WHITE, 'opacity=".16"') +
    path('M-150 -200L-40 -200 -140 -40H-190Z', WHITE, 'opacity=".18"') +
    group(
      'translate(40 -150) rotate(-4)',
      rect(0, 0, 170, 120, WHITE, 8) +
        rect(0, 0, 170, 40, b.accent, 8) +
        rect(0, 30, 170, 10, b.accent) +
        text(b.name, {
          x: 85,
          y: 27,
          size: 22,
          maxWidth: 150,
          fill: WHITE,
          weight: 'bold',
          anchor: 'middle',
        }) +
        text(cut, { x: 10, y: 60, size: 13, maxWidth: 150, fill: NAVY, weight: 'bold' }) +
        text('Peso 1,024 kg', { x: 10, y: 78, size: 10, fill: NAVY }) +
        rect(104, 66, 56, 22, b.secondary, 4) +
        text('R$ 18,90', {
          x: 132,
          y: 82,
          size: 11,
          fill: NAVY,
          weight: 'bold',
          anchor: 'middle',
        }) +
        barcode(14, 94, 80, 18),
    )
  );
};

/** Paper shopping bag with rope handles. 320 x 430. */
export const kraftBag = (b: Brand, bagColor: string, mark: string): string =>
  path(
    'M-50 -318Q-50 -410 10 -410Q70 -410 70 -318',
    'none',
    `stroke="${shade(bagColor, -0.35)}" stroke-width="9"`,
  ) +
  path('M120 -318L164 -340V-22L120 0Z', shade(bagColor, -0.18)) +
  rect(-150, -318, 270, 318, bagColor) +
  rect(-150, -318, 270, 26, shade(bagColor, -0.1)) +
  path(
    'M-80 -318Q-80 -400 -20 -400Q40 -400 40 -318',
    'none',
    `stroke="${shade(bagColor, -0.45)}" stroke-width="9"`,
  ) +
  circle(-15, -176, 70, 'none', `stroke="${b.accent}" stroke-width="6"`) +
  group('translate(-15 -180)', mark) +
  text(b.name, {
    x: -15,
    y: -64,
    size: 30,
    maxWidth: 230,
    fill: b.accent,
    weight: 'bold',
    anchor: 'middle',
  }) +
  text(b.tagline, { x: -15, y: -38, size: 13, maxWidth: 230, fill: NAVY, anchor: 'middle' });

/** Squat tuna-style can with a wrap label. 300 x 170. */
export const can = (b: Brand, product: string, labelColor: string): string =>
  ellipse(0, 0, 140, 30, '#9aa5b1') +
  rect(-140, -130, 280, 130, '#b8c2cc') +
  rect(-140, -118, 280, 106, labelColor) +
  group('translate(-84 -64) scale(.62)', fish(WHITE)) +
  text(b.name, {
    x: 50,
    y: -70,
    size: 38,
    maxWidth: 136,
    fill: WHITE,
    weight: 'bold',
    anchor: 'middle',
  }) +
  text(product, { x: 50, y: -44, size: 14, maxWidth: 136, fill: WHITE, anchor: 'middle' }) +
  ellipse(0, -130, 140, 30, '#d6dde4') +
  ellipse(0, -130, 120, 22, '#c2cbd4') +
  rect(-20, -146, 40, 10, '#9aa5b1', 5);

export const fish = (color: string): string =>
  path('M-60 0Q-20 -44 40 -12L72 -36V36L40 12Q-20 44 -60 0Z', color) +
  circle(-34, -6, 5, NAVY) +
  path('M-14 -20Q-4 0 -14 20', 'none', `stroke="${NAVY}" stroke-width="3" opacity=".5"`);

export const drumstick = (c: string): string =>
  group(
    'rotate(-35)',
    path('M-70 0a48 40 0 1 0 96 0a48 40 0 1 0 -96 0Z', c) +
      rect(20, -9, 50, 18, c, 6) +
      circle(72, -12, 13, c) +
      circle(72, 12, 13, c),
  );

/** Glass jar with lid and label. 220 x 300. */
export const jar = (b: Brand, fill: string, product: string): string =>
  rect(-90, -258, 180, 40, NAVY, 8) +
  rect(-100, -226, 200, 226, fill, 30) +
  rect(-84, -210, 18, 190, WHITE, 9, 'opacity=".3"') +
  rect(-100, -170, 200, 110, WHITE) +
  text(b.name, {
    x: 0,
    y: -122,
    size: 32,
    maxWidth: 170,
    fill: b.accent,
    weight: 'bold',
    anchor: 'middle',
  }) +
  text(product, { x: 0, y: -94, size: 13, maxWidth: 170, fill: NAVY, anchor: 'middle' }) +
  path('M-20 -78h40l-20 12z', b.accent);

/** Phone showing a social post; `post` is a 200 x 200 artwork. 240 x 480. */
export const phone = (post: string, handle: string, accent: string): string =>
  rect(-120, -480, 240, 480, NAVY, 34) +
  rect(-108, -466, 216, 452, WHITE, 24) +
  rect(-30, -460, 60, 12, NAVY, 6) +
  circle(-82, -418, 14, accent) +
  text(handle, { x: -60, y: -413, size: 13, maxWidth: 150, fill: NAVY, weight: 'bold' }) +
  group('translate(-108 -392) scale(1.08)', post) +
  path(
    'M-88 -146c-6-8-20-4-16 6l16 14 16-14c4-10-10-14-16-6zM-40 -150h22v14h-14l-8 6z',
    'none',
    `stroke="${NAVY}" stroke-width="3" stroke-linejoin="round"`,
  ) +
  rect(-92, -112, 170, 9, GREY, 4) +
  rect(-92, -94, 120, 9, GREY, 4) +
  rect(-92, -76, 150, 9, GREY, 4);

/** Square ad creative, 200 x 200, in a few layouts so a feed does not repeat itself. */
export const socialPost = (b: Brand, headline: string, layout: number): string => {
  const bg = [b.accent, b.secondary, NAVY, '#fca311'][layout % 4] ?? b.accent;
  const fg = layout % 4 === 1 || layout % 4 === 3 ? NAVY : WHITE;
  const deco =
    layout % 3 === 0
      ? circle(160, 40, 60, WHITE, 'opacity=".15"') + circle(30, 180, 40, WHITE, 'opacity=".12"')
      : layout % 3 === 1
        ? path('M0 140L200 60V200H0Z', WHITE, 'opacity=".18"')
        : rect(120, 20, 60, 60, WHITE, 30, 'opacity=".2"') +
          rect(20, 120, 40, 40, WHITE, 8, 'opacity=".2"');
  return (
    rect(0, 0, 200, 200, bg) +
    deco +
    text(headline, { x: 18, y: 100, size: 30, maxWidth: 170, fill: fg, weight: 'bold' }) +
    text(b.name, { x: 18, y: 128, size: 14, fill: fg }) +
    rect(18, 148, 86, 28, layout % 2 ? b.accent : WHITE, 14) +
    text('Saiba mais', {
      x: 61,
      y: 167,
      size: 12,
      fill: layout % 2 ? WHITE : NAVY,
      anchor: 'middle',
      weight: 'bold',
    })
  );
};
