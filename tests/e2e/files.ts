// Files the browser tests upload: unique to each run, so a download proves it carries these bytes.
import { createHash, randomBytes } from 'node:crypto';

/** A real one-pixel PNG (the server checks the content) followed by `tail` bytes unique to this run. */
export function uniquePng(tail = 2048): Buffer {
  const onePixel = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([onePixel, randomBytes(tail)]);
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
