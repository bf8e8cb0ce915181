// Response headers set at the edge: downloads keep their own sandbox CSP (the site-wide CSP must
// not replace it), and every answer but a built script, stylesheet or image (spa.test.ts) carries a
// Permissions-Policy denying unused features.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { apiOf, dataOf } from '../test/api-client';
import { PNG, clientWithCredits, fileOf, postArt } from '../test/factories';
import { createTestContext, type TestContext, type TestUser } from '../test/harness';

const VIDEO = '"https://www.youtube-nocookie.com"';

let t: TestContext;
let client: TestUser;
let downloadUrl: string;

beforeAll(async () => {
  t = await createTestContext();
  client = await clientWithCredits(t, await t.createAdmin(), 1);
  const requested = postArt(t, client, {
    name: 'Rótulo com anexo',
    briefing: 'Rótulo de café.',
    files: [fileOf(PNG, 'anexo.png', 'image/png')],
  });
  const { art } = await dataOf(requested, 201);
  const detail = await dataOf(
    apiOf(t, client).GET('/api/arts/{id}', { params: { path: { id: art.id } } }),
  );
  downloadUrl = detail.attachments[0]?.downloadUrl ?? '';
});
afterAll(() => t.close());

describe('a download', () => {
  it('carries its sandbox CSP, not the site-wide one, and keeps the other headers', async () => {
    const response = await t.request(downloadUrl, { cookie: client.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('leaves the site-wide CSP on other answers', async () => {
    const response = await t.request(apiRoutes.me, { cookie: client.cookie });
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('Permissions-Policy', () => {
  it.each([
    ['a JSON answer', apiRoutes.me],
    ['an error answer', '/api/nao-existe'],
    ['a download', 'download'],
  ])('is sent on %s', async (_, path) => {
    const response = await t.request(path === 'download' ? downloadUrl : path, {
      cookie: client.cookie,
    });
    const policy = response.headers.get('permissions-policy') ?? '';
    for (const denied of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial']) {
      expect(policy).toContain(`${denied}=()`);
    }
    // The /flexo video frame may still go fullscreen and play.
    expect(policy).toContain(`fullscreen=(self ${VIDEO})`);
    expect(policy).toContain(`autoplay=(self ${VIDEO})`);
    expect(policy).toContain(`encrypted-media=(self ${VIDEO})`);
  });
});
