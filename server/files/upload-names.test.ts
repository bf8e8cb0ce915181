// A file part the upload parser cannot keep as sent — a line break in its file name, or a field
// name we do not expect — refuses the whole request: no art, no credit spent, nothing stored.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { artRequest, storedFile, user } from '../db/schema';
import { PNG, clientWithCredits, SAMPLE_BRIEF_JSON } from '../test/factories';
import { createTestContext, type TestContext, type TestUser } from '../test/harness';
import { UNEXPECTED_FILE_FIELD_MESSAGE } from './uploads';

const BOUNDARY = '----estudio-teste';

let t: TestContext;
let client: TestUser;
beforeAll(async () => {
  t = await createTestContext();
  client = await clientWithCredits(t, await t.createAdmin(), 3);
});
afterAll(() => t.close());

/** A multipart body written by hand, so the file part's header is exactly `disposition`. */
function rawForm(disposition: string, name: string) {
  const head = (field: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`;
  return Buffer.concat([
    Buffer.from(
      head('name', name) +
        head('briefing', 'Rótulo de café torrado.') +
        head('brief', SAMPLE_BRIEF_JSON),
      'utf8',
    ),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: image/png\r\n\r\n`,
      'utf8',
    ),
    PNG,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** The request form as the browser builds it, its PNG under `field` named `fileName`. */
function formWithPng(field: string, fileName: string) {
  const form = new FormData();
  form.set('name', 'Rótulo café');
  form.set('briefing', 'Rótulo de café torrado.');
  form.set('brief', SAMPLE_BRIEF_JSON);
  form.append(field, new File([new Uint8Array(PNG)], fileName, { type: 'image/png' }));
  return form;
}

const post = (body: Buffer | FormData) =>
  t.request(apiRoutes.arts, {
    method: 'POST',
    cookie: client.cookie,
    body,
    headers:
      body instanceof FormData
        ? {}
        : { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });

async function nothingKept() {
  const [row] = await t.runtime.db
    .select({ credit: user.credit })
    .from(user)
    .where(eq(user.id, client.id));
  expect(row?.credit).toBe(3);
  expect(
    await t.runtime.db.select().from(artRequest).where(eq(artRequest.ownerId, client.id)),
  ).toEqual([]);
  expect(
    await t.runtime.db.select().from(storedFile).where(eq(storedFile.ownerId, client.id)),
  ).toEqual([]);
  const folder = path.join(t.runtime.config.dataDir, 'files', 'uploads', client.id);
  expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
}

describe('a line break in a file name', () => {
  it.each([
    ['as a browser encodes it (%0D%0A)', 'name="files"; filename="rotulo%0D%0Acafe.png"'],
    ['as a bare LF encoded (%0A)', 'name="files"; filename="rotulo%0Acafe.png"'],
    ['in an RFC 5987 filename*', 'name="files"; filename*=utf-8\'\'rotulo%0D%0Acafe.png'],
  ])('refuses the request %s', async (_, disposition) => {
    const response = await post(rawForm(disposition, 'Rótulo café'));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toMatch(/contém uma quebra de linha/);
    await nothingKept();
  });

  it('refuses a file appended by the browser with a line break in its name', async () => {
    expect((await post(formWithPng('files', 'rotulo\r\ncafe.png'))).status).toBe(400);
    await nothingKept();
  });
});

describe('a file under a field name with a line break', () => {
  it('refuses the request instead of dropping the file', async () => {
    const response = await post(formWithPng('files\r\n', 'rotulo.png'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_input', message: UNEXPECTED_FILE_FIELD_MESSAGE },
    });
    await nothingKept();
  });
});
