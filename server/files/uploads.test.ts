// The per-file checks: extension allowlist, content signatures, safe names and download headers.
import { describe, expect, it } from 'vitest';
import { ALLOWED_FILE_EXTENSIONS } from '../../common/constants';
import { attachmentDisposition, servedContentType } from './files.service';
import {
  contentTypeFor,
  extensionOf,
  isAllowedExtension,
  matchesSignature,
  sanitizeFileName,
  type AllowedExtension,
} from './uploads';

const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value, 'latin1');
const padded = (head: Buffer, size = 64) => Buffer.concat([head, Buffer.alloc(size)]);

/** A real file start for each allowed extension. */
const SAMPLES: Record<AllowedExtension, Buffer[]> = {
  jpg: [padded(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00))],
  jpeg: [padded(bytes(0xff, 0xd8, 0xff, 0xe1, 0x00, 0x10, 0x45, 0x78, 0x69, 0x66, 0x00))],
  png: [padded(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))],
  webp: [padded(text('RIFF\x24\x00\x00\x00WEBPVP8 '))],
  gif: [padded(text('GIF89a'))],
  svg: [
    text('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'),
    Buffer.from('\uFEFF  <svg width="10"></svg>', 'utf8'),
    text('<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "">'),
    text('<!-- Generator: Adobe Illustrator --><svg/>'),
  ],
  pdf: [padded(text('%PDF-1.7\n'))],
  ai: [padded(text('%PDF-1.5\n')), padded(text('%!PS-Adobe-3.0\n%%Creator: Adobe Illustrator'))],
  eps: [padded(text('%!PS-Adobe-3.0 EPSF-3.0\n')), padded(bytes(0xc5, 0xd0, 0xd3, 0xc6, 0x1e))],
  psd: [padded(text('8BPS\x00\x01\x00\x00\x00\x00\x00\x00\x00\x03'))],
  cdr: [padded(text('RIFF\x10\x00\x00\x00CDR9vrsn')), padded(text('PK\x03\x04\x14\x00'))],
  tif: [padded(bytes(0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00))],
  tiff: [padded(bytes(0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08))],
  zip: [padded(text('PK\x03\x04\x14\x00\x00\x00')), text('PK\x05\x06'.padEnd(22, '\0'))],
};

const EXECUTABLES = {
  windows: padded(text('MZ\x90\x00\x03\x00\x00\x00\x04\x00')),
  linux: padded(bytes(0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01)),
  script: text('#!/bin/sh\nrm -rf /\n'),
  html: text('<html><script>alert(1)</script></html>'),
};

describe('matchesSignature', () => {
  it('accepts each allowed format by its real header', async () => {
    for (const ext of ALLOWED_FILE_EXTENSIONS) {
      for (const sample of SAMPLES[ext]) {
        expect(await matchesSignature(ext, sample), ext).toBe(true);
      }
    }
  });

  it('refuses executables and scripts renamed to any allowed extension', async () => {
    for (const ext of ALLOWED_FILE_EXTENSIONS) {
      for (const [kind, sample] of Object.entries(EXECUTABLES)) {
        expect(await matchesSignature(ext, sample), `${kind} as .${ext}`).toBe(false);
      }
    }
  });

  it('refuses one format dressed as another, and an empty file', async () => {
    expect(await matchesSignature('png', SAMPLES.jpg[0]!)).toBe(false);
    expect(await matchesSignature('pdf', SAMPLES.png[0]!)).toBe(false);
    expect(await matchesSignature('svg', padded(text('<svg'), 10))).toBe(false); // NUL bytes: binary
    expect(await matchesSignature('psd', Buffer.alloc(0))).toBe(false);
    expect(await matchesSignature('cdr', padded(text('RIFF\x10\x00\x00\x00WAVEfmt ')))).toBe(false);
  });
});

describe('file names', () => {
  it('knows the allowlist, case-insensitively', () => {
    expect(extensionOf('Arte.Final.PDF')).toBe('pdf');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('semextensao')).toBe('');
    expect(isAllowedExtension('pdf')).toBe(true);
    expect(isAllowedExtension('exe')).toBe(false);
    expect(isAllowedExtension('html')).toBe(false);
    expect(contentTypeFor('jpeg')).toBe('image/jpeg');
  });

  it('keeps only a safe base name', () => {
    expect(sanitizeFileName('C:\\Users\\ana\\Rótulo Café.pdf')).toBe('Rótulo Café.pdf');
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('a\u0000b\u202Egpj.exe')).toBe('abgpj.exe');
    expect(sanitizeFileName('...hidden.png')).toBe('hidden.png');
    expect(sanitizeFileName('   ')).toBe('arquivo');
    expect(sanitizeFileName('Cafe\u0301.png')).toBe('Café.png'); // NFC
    expect(sanitizeFileName('Rótulo %22final%22.png')).toBe('Rótulo "final".png');
    const long = sanitizeFileName(`${'a'.repeat(300)}.tiff`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.tiff')).toBe(true);
  });
});

describe('download headers', () => {
  it('encode the original name for every browser and no header injection', () => {
    expect(attachmentDisposition('Rótulo Café.pdf')).toBe(
      `attachment; filename="Rotulo Cafe.pdf"; filename*=UTF-8''R%C3%B3tulo%20Caf%C3%A9.pdf`,
    );
    expect(attachmentDisposition('a"b\\c\r\nSet-Cookie: x.png')).toBe(
      `attachment; filename="a_b_c__Set-Cookie: x.png"; filename*=UTF-8''a%22b%5Cc%0D%0ASet-Cookie%3A%20x.png`,
    );
    expect(attachmentDisposition("it's (1)*.png")).toContain(
      `filename*=UTF-8''it%27s%20%281%29%2A.png`,
    );
    expect(attachmentDisposition('日本.png')).toMatch(/^attachment; filename="__.png"; /);
  });

  it('serve SVG as plain bytes', () => {
    expect(servedContentType({ contentType: 'image/svg+xml' })).toBe('application/octet-stream');
    expect(servedContentType({ contentType: 'image/png' })).toBe('image/png');
  });
});
