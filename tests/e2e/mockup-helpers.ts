// The 3D mockup's browser tests and benchmark (tests/e2e/mockup.spec.ts, scripts/bench-mockup.ts):
// Chromium with WebGL in software, and a label delivered as a PNG whose preview the server makes.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import config from '../../playwright.config';
import { clientWithArt, deliverV1, uniqueArtName, type ClientArtV1Request } from './arts';
import type { Account, AdminApi } from './fixtures';

/**
 * playwright.config.ts's launch, with WebGL: SwiftShader through ANGLE, as on a machine without a
 * usable GPU. Only the mockup's files ask for it; every other spec keeps the plain flags.
 */
export const WEBGL_LAUNCH_OPTIONS = {
  ...config.use?.launchOptions,
  args: [
    ...(config.use?.launchOptions?.args ?? []),
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
  ],
};

export const LABEL_BRIEF = JSON.stringify({
  pieceType: 'rotulo',
  widthMm: 200,
  heightMm: 80,
  substrate: 'bopp',
  colorCount: 4,
});

/** A label's art: coloured bands and a title, so every angle shows something different. */
async function labelPng(): Promise<Buffer> {
  const bands = ['#d62828', '#f77f00', '#fcbf49', '#2a9d8f', '#264653', '#8338ec']
    .map(
      (colour, index) =>
        `<rect x="${index * 200}" y="0" width="200" height="480" fill="${colour}"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="480">${bands}<text x="600" y="280" font-size="120" text-anchor="middle" fill="#fff" font-family="sans-serif">MEL</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A 200 × 80 mm label whose v1 is a PNG: what the `clientArtV1` fixture takes for the mockup. */
export async function labelWithPngV1() {
  return {
    name: uniqueArtName('Rótulo Mel'),
    briefing: 'Rótulo envolvente para pote de mel.',
    brief: LABEL_BRIEF,
    v1: { name: 'rotulo-mel.png', mimeType: 'image/png', buffer: await labelPng() },
  } satisfies ClientArtV1Request;
}

/** The client (signed in on `page`) requests `labelWithPngV1`'s label; the studio delivers its v1. */
export async function deliveredLabel(
  page: Page,
  baseURL: string,
  adminApi: AdminApi,
  client: Account,
) {
  const { v1, ...fields } = await labelWithPngV1();
  const art = await clientWithArt(page.request, baseURL, adminApi, client, fields);
  await deliverV1(adminApi, art, v1);
  return art;
}
