// The difference between one page of two previews, in the isolated child (server/jobs/isolated.ts):
// both WebP pages decoded with sharp to raw RGB, the second scaled to the first's size (pages are
// aligned by number; a different size or shape is stretched to the same box), a pixel counted as
// changed when a channel moved more than CHANGE_THRESHOLD, and a WebP made of the newer page faded
// to light grey with the changed pixels in red. Plain loops over the raw buffers: no dependency.
import { setPriority } from 'node:os';
import sharp from 'sharp';

/** A channel must move more than this (of 255) to count: ignores codec noise, not a real edit. */
export const CHANGE_THRESHOLD = 40;
/** How much of the newer page shows under the red (the rest is white): a faded, grey copy. */
const FADE = 0.3;
const HIGHLIGHT = [220, 20, 60] as const;

export interface ComparePagesInput {
  /** The older page's WebP (the image takes its size). */
  from: Buffer;
  /** The newer page's WebP, drawn faded under the changes. */
  to: Buffer;
  /** This process's niceness (config PREVIEW_NICE). */
  niceness: number;
}

export interface ComparePagesOutput {
  width: number;
  height: number;
  changedPixels: number;
  /** Share of the page's pixels that changed, 0–100. */
  changedPercent: number;
  /** The difference image (WebP). */
  image: Buffer;
  /** Time spent here, decoding to encoding, in ms (the bench reports it). */
  ms: number;
}

export async function comparePages(input: ComparePagesInput): Promise<ComparePagesOutput> {
  const started = performance.now();
  if (input.niceness > 0) {
    try {
      setPriority(input.niceness);
    } catch {
      // Not allowed here (a container without the capability): run at the normal priority.
    }
  }
  // The first page's size from its header, then both decoded at once (two cores).
  const meta = await sharp(input.from).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const decode = (image: Buffer) =>
    sharp(image)
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .resize(width, height, { fit: 'fill' })
      .raw()
      .toBuffer();
  const [a, b] = await Promise.all([decode(input.from), decode(input.to)]);
  const out = Buffer.allocUnsafe(width * height * 3);
  let changed = 0;
  for (let i = 0; i < out.length; i += 3) {
    const r = b[i]!;
    const g = b[i + 1]!;
    const bl = b[i + 2]!;
    if (
      Math.abs(a[i]! - r) > CHANGE_THRESHOLD ||
      Math.abs(a[i + 1]! - g) > CHANGE_THRESHOLD ||
      Math.abs(a[i + 2]! - bl) > CHANGE_THRESHOLD
    ) {
      changed++;
      out[i] = HIGHLIGHT[0];
      out[i + 1] = HIGHLIGHT[1];
      out[i + 2] = HIGHLIGHT[2];
    } else {
      // Luma, faded toward white: the page is there to locate the red, not to be read.
      const grey = 255 - FADE * (255 - (r * 77 + g * 150 + bl * 29) / 256);
      out[i] = out[i + 1] = out[i + 2] = grey;
    }
  }
  const image = await sharp(out, { raw: { width, height, channels: 3 } })
    .webp({ quality: 75, effort: 1 })
    .toBuffer();
  const total = width * height;
  return {
    width,
    height,
    changedPixels: changed,
    changedPercent: total === 0 ? 0 : (changed / total) * 100,
    image,
    ms: Math.round(performance.now() - started),
  };
}
