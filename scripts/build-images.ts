// Renders public/images/src/*.svg to responsive AVIF + WebP files in public/images/out and writes
// the typed manifest src/content/images.generated.ts. The outputs are committed, so the app never
// needs sharp at run time. Usage: npx tsx scripts/build-images.ts [--force]
import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import sharp from 'sharp';

const root = fileURLToPath(new URL('../', import.meta.url));
const srcDir = join(root, 'public/images/src');
const outDir = join(root, 'public/images/out');
const manifestPath = join(root, 'src/content/images.generated.ts');
const cachePath = join(root, 'node_modules/.cache/build-images.json');
const publicBase = '/images/out';
const force = process.argv.includes('--force');

// Effort 3 is ~7x faster than 6 for ~10% larger files; 4:4:4 keeps coloured text edges sharp.
const AVIF = { quality: 50, effort: 3, chromaSubsampling: '4:4:4' } as const;
const WEBP = { quality: 70, effort: 6, smartSubsample: true } as const;
const OG_JPEG = { quality: 82, mozjpeg: true } as const;

/**
 * Widths per image family, matched on the file-name prefix. They follow where each image is laid
 * out: gallery tiles sit four to a row, client tiles are small logos, heroes span the viewport.
 */
const rules: { match: RegExp; widths: number[] }[] = [
  { match: /^gallery-/, widths: [360, 720] },
  { match: /^client-/, widths: [240, 480] },
  { match: /^hero-/, widths: [480, 960, 1600] },
  { match: /^video-poster-/, widths: [640, 1280] },
  { match: /^og-default$/, widths: [1200] },
  { match: /^logo$/, widths: [260] },
  { match: /./, widths: [360, 720, 1200] },
];

/** The /About grid shows eight gallery pieces; chosen to cover different kinds of packaging. */
const ABOUT = [1, 4, 6, 10, 13, 17, 21, 25].map((n) => `gallery-${String(n).padStart(2, '0')}`);

type Rendered = { name: string; width: number; height: number; widths: number[] };

const intrinsicSize = (svg: string, file: string): { width: number; height: number } => {
  const viewBox = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  if (!viewBox?.[1] || !viewBox[2]) throw new Error(`${file}: missing or invalid viewBox`);
  return { width: Math.round(Number(viewBox[1])), height: Math.round(Number(viewBox[2])) };
};

const widthsFor = (name: string, intrinsic: number): number[] => {
  const wanted = rules.find((rule) => rule.match.test(name))?.widths ?? [intrinsic];
  // Never render wider than the artwork was drawn for; fall back to its own width.
  const fitting = wanted.filter((w) => w <= intrinsic);
  return fitting.length ? fitting : [intrinsic];
};

type Cache = Record<string, string>;

const readCache = async (): Promise<Cache> => {
  if (force) return {};
  try {
    return JSON.parse(await readFile(cachePath, 'utf8')) as Cache;
  } catch {
    return {};
  }
};

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Encoding is slow (AVIF especially), so an image is skipped when its SVG and the encoder settings
 * hash the same as last run and every output is still there. Content, not mtime: the generator
 * rewrites every SVG.
 */
const render = async (file: string, written: Set<string>, cache: Cache): Promise<Rendered> => {
  const name = basename(file, '.svg');
  const svg = await readFile(join(srcDir, file), 'utf8');
  const { width, height } = intrinsicSize(svg, file);
  const widths = widthsFor(name, width);
  const hash = createHash('sha256')
    .update(JSON.stringify({ svg, widths, AVIF, WEBP, OG_JPEG }))
    .digest('hex');
  const outputs = widths.flatMap((w) => [
    `${name}-${w}.avif`,
    `${name}-${w}.webp`,
    ...(name === 'og-default' ? [`${name}-${w}.jpg`] : []),
  ]);
  outputs.forEach((o) => written.add(o));
  const present = await Promise.all(outputs.map((o) => exists(join(outDir, o))));
  if (cache[name] === hash && present.every(Boolean)) return { name, width, height, widths };

  for (const w of widths) {
    // Rasterising at a matching density keeps vector edges and text crisp at every width.
    const raster = () =>
      sharp(Buffer.from(svg), { density: (72 * w) / width }).resize({ width: w });
    await raster()
      .avif(AVIF)
      .toFile(join(outDir, `${name}-${w}.avif`));
    await raster()
      .webp(WEBP)
      .toFile(join(outDir, `${name}-${w}.webp`));
    if (name === 'og-default')
      await raster()
        .jpeg(OG_JPEG)
        .toFile(join(outDir, `${name}-${w}.jpg`));
  }
  cache[name] = hash;
  return { name, width, height, widths };
};

const mapLimit = async <T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>) => {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};

const srcset = (name: string, widths: number[], ext: string) =>
  widths.map((w) => `${publicBase}/${name}-${w}.${ext} ${w}w`).join(', ');

/** The fallback <img src> for browsers without srcset support: a mid-size WebP. */
const fallbackWidth = (widths: number[]) =>
  [...widths].reverse().find((w) => w <= 800) ?? widths[0] ?? 0;

const manifestSource = (entries: Rendered[]): string => {
  const names = entries.map((e) => e.name);
  const byPrefix = (re: RegExp) => names.filter((n) => re.test(n));
  const caseSlugs = [...new Set(byPrefix(/-cover$/).map((n) => n.replace(/-cover$/, '')))];
  const images = Object.fromEntries(
    entries.map((e) => [
      e.name,
      {
        width: e.width,
        height: e.height,
        sources: { avif: srcset(e.name, e.widths, 'avif'), webp: srcset(e.name, e.widths, 'webp') },
        fallback: `${publicBase}/${e.name}-${fallbackWidth(e.widths)}.webp`,
      },
    ]),
  );
  const sets = {
    cases: Object.fromEntries(
      caseSlugs.map((slug) => [slug, [`${slug}-cover`, `${slug}-1`, `${slug}-2`, `${slug}-3`]]),
    ),
    gallery: byPrefix(/^gallery-/),
    about: ABOUT.filter((n) => names.includes(n)),
    clients: byPrefix(/^client-/),
    heroes: byPrefix(/^hero-/),
  };
  const og = entries.find((e) => e.name === 'og-default');
  return [
    '// Generated by scripts/build-images.ts — do not edit.',
    '// Intrinsic width/height are the artwork proportions, used on <img> to avoid layout shift.',
    `export const images = ${JSON.stringify(images)} as const;`,
    'export type ImageName = keyof typeof images;',
    'export type ImageEntry = (typeof images)[ImageName];',
    '/** Named groups of images, in display order; alt text and captions live in the content modules. */',
    `export const imageSets = ${JSON.stringify(sets)} as const satisfies Record<string, unknown>;`,
    og
      ? `/** JPEG for Open Graph, which not every crawler reads as AVIF/WebP. */\nexport const ogImage = ${JSON.stringify({ url: `${publicBase}/og-default-1200.jpg`, width: og.width, height: og.height })} as const;`
      : '',
    '',
  ].join('\n');
};

const main = async () => {
  await mkdir(outDir, { recursive: true });
  const files = (await readdir(srcDir)).filter((f) => f.endsWith('.svg')).sort();
  if (!files.length)
    throw new Error(`No SVGs in ${srcDir}; run scripts/artwork/generate.ts first.`);
  const written = new Set<string>();
  const cache = await readCache();
  // One libvips thread per job and one job per core parallelises better than the reverse.
  sharp.concurrency(1);
  const entries = await mapLimit(files, Math.max(2, availableParallelism()), (f) =>
    render(f, written, cache),
  );
  await mkdir(dirname(cachePath), { recursive: true });
  await writeFile(cachePath, JSON.stringify(cache));

  const stale = (await readdir(outDir)).filter((f) => !written.has(f));
  await Promise.all(stale.map((f) => rm(join(outDir, f))));

  const source = manifestSource(entries);
  const config = (await resolveConfig(manifestPath)) ?? {};
  await mkdir(join(root, 'src/content'), { recursive: true });
  await writeFile(manifestPath, await format(source, { ...config, filepath: manifestPath }));

  let total = 0;
  for (const f of written) total += (await stat(join(outDir, f))).size;
  console.log(
    `${entries.length} images, ${written.size} files, ${(total / 1024 / 1024).toFixed(2)} MB` +
      (stale.length ? `; removed ${stale.length} stale` : ''),
  );
};

await main();
