// The flexo brief through the API: POST /api/arts refuses a bad brief field by field (and a box
// without its die-line) before any credit is debited, stores the brief and the die-line, answers
// them in the art's detail, prefills the client's next brief, and the admin queue filters by it.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { DIE_LINE_MISSING_MESSAGE } from '../../common/brief';
import type { AdminArtRow } from '../admin/admin.schemas';
import type { Page } from '../db/paging';
import {
  adminContextForFile,
  balanceOf,
  clientWithCredits,
  errorOf,
  getJson,
  insertArt,
  PDF,
  readJson,
  SAMPLE_BRIEF,
  type FormFile,
} from '../test/factories';
import type { TestUser } from '../test/harness';
import type { ArtDetail, ArtRequestResult, BriefDefaults } from './art.schemas';
import { BRIEF_MISSING_MESSAGE } from './arts.routes';

const { t, admin } = adminContextForFile();

const BOX = {
  pieceType: 'caixa',
  widthMm: 120,
  heightMm: 80,
  depthMm: 40,
  substrate: 'papelao',
  colorCount: 4,
  spotColors: ['PANTONE 485 C'],
  ean: '7891000315507',
  plateMaker: 'Clichês Bahia',
};

let counter = 0;
/** POST /api/arts with `brief` (an object sent as JSON, or raw text), attachments and a die-line. */
function postArt(
  client: TestUser,
  brief: unknown,
  options: { dieLine?: FormFile[]; files?: FormFile[]; name?: string } = {},
) {
  const form = new FormData();
  form.set('name', options.name ?? `Peça ${counter++}`);
  form.set('briefing', 'Arte nova.');
  if (brief !== undefined)
    form.set('brief', typeof brief === 'string' ? brief : JSON.stringify(brief));
  for (const file of options.files ?? [])
    form.append('files', new File([new Uint8Array(file.content)], file.name));
  for (const file of options.dieLine ?? [])
    form.append('dieLine', new File([new Uint8Array(file.content)], file.name));
  return t.request(apiRoutes.arts, { method: 'POST', cookie: client.cookie, body: form });
}

function filesOnDisk(userId: string): string[] {
  const folder = path.join(t.runtime.config.dataDir, 'files', 'uploads', userId);
  return existsSync(folder) ? readdirSync(folder) : [];
}

describe('POST /api/arts with the brief', () => {
  it.each([
    [{ pieceType: 'garrafa' }, 'Escolha o tipo de peça.'],
    [{ widthMm: 4 }, 'A largura deve ser de 5 a 2000 mm.'],
    [{ heightMm: 2001 }, 'A altura deve ser de 5 a 2000 mm.'],
    [{ heightMm: 'alto' }, 'Informe a altura em milímetros.'],
    [{ depthMm: 30 }, 'A profundidade/sanfona vale só para caixas e embalagens flexíveis.'],
    [{ substrate: 'vidro' }, 'Escolha o substrato.'],
    [{ colorCount: 0 }, 'O número de cores deve ser de 1 a 10.'],
    [{ colorCount: 11 }, 'O número de cores deve ser de 1 a 10.'],
    [{ colorCount: 1.5 }, 'O número de cores deve ser um número inteiro.'],
    [
      { colorCount: 1, spotColors: ['A', 'B'] },
      'Há mais cores especiais do que o número de cores da impressora.',
    ],
    [{ spotColors: ['x'.repeat(41)] }, 'Cada cor especial pode ter no máximo 40 caracteres.'],
    [{ ean: '7891000315508' }, 'Código EAN-13 inválido: o dígito verificador deveria ser 7'],
    [{ ean: '12345' }, 'O código EAN-13 deve ter exatamente 13 dígitos.'],
    [
      { plateMaker: 'x'.repeat(121) },
      'O nome do clicherista/gráfica pode ter no máximo 120 caracteres.',
    ],
  ])('refuses %j with its message, charging nothing', async (patch, message) => {
    const client = await clientWithCredits(t, admin, 1);
    const response = await postArt(client, { ...SAMPLE_BRIEF, ...patch });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: 'invalid_brief', message });
    expect(await balanceOf(t, client.id)).toBe(1);
  });

  it('refuses a request without a brief, or with one that is not JSON', async () => {
    const client = await clientWithCredits(t, admin, 1);
    for (const brief of [undefined, '', '{pieceType']) {
      const response = await postArt(client, brief, { files: [{ name: 'a.pdf', content: PDF }] });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(BRIEF_MISSING_MESSAGE);
    }
    expect(await balanceOf(t, client.id)).toBe(1);
    expect(filesOnDisk(client.id)).toEqual([]);
  });

  it('refuses a box without its die-line before the debit, keeping no file', async () => {
    const client = await clientWithCredits(t, admin, 1);
    const response = await postArt(client, BOX, { files: [{ name: 'ref.pdf', content: PDF }] });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      code: 'die_line_missing',
      message: DIE_LINE_MISSING_MESSAGE,
    });
    expect(await balanceOf(t, client.id)).toBe(1);
    expect(filesOnDisk(client.id)).toEqual([]);
    const list = await getJson<Page<unknown>>(t, apiRoutes.arts, client.cookie);
    expect(list.total).toBe(0);
  });

  it('checks the die-line like any upload: its type and one file only', async () => {
    const client = await clientWithCredits(t, admin, 1);
    const exe = { name: 'faca.pdf', content: Buffer.from('MZ\x90\x00 not a pdf') };
    expect((await postArt(client, BOX, { dieLine: [exe] })).status).toBe(415);
    const two = [
      { name: 'faca.pdf', content: PDF },
      { name: 'faca2.pdf', content: PDF },
    ];
    expect((await postArt(client, BOX, { dieLine: two })).status).toBe(400);
    expect(await balanceOf(t, client.id)).toBe(1);
    expect(filesOnDisk(client.id)).toEqual([]);
  });

  it('stores a box with its die-line and answers both in the detail, to the owner and the admin', async () => {
    const client = await clientWithCredits(t, admin, 2);
    const response = await postArt(
      client,
      { ...BOX, spotColors: [' PANTONE 485 C '] },
      {
        dieLine: [{ name: 'faca caixa.pdf', content: PDF }],
        files: [{ name: 'ref.pdf', content: PDF }],
      },
    );
    expect(response.status).toBe(201);
    const { art, credit } = await readJson<ArtRequestResult>(response);
    expect(credit).toBe(1);

    for (const cookie of [client.cookie, admin.cookie]) {
      const path = cookie === admin.cookie ? apiRoutes.admin.art(art.id) : apiRoutes.art(art.id);
      const detail = await getJson<ArtDetail>(t, path, cookie);
      // Sent without `service` (as before services existed): a flexo brief.
      expect(detail.brief).toEqual({ service: 'flexo', ...BOX });
      expect(detail.attachments.map((file) => file.originalName)).toEqual(['ref.pdf']);
      expect(detail.dieLine).toMatchObject({ originalName: 'faca caixa.pdf', version: null });
      const download = await t.request(detail.dieLine!.downloadUrl, { cookie });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);
    }
  });

  it('takes a label without a die-line, and keeps the optional fields out when empty', async () => {
    const client = await clientWithCredits(t, admin, 1);
    const response = await postArt(client, {
      ...SAMPLE_BRIEF,
      ean: '',
      plateMaker: '',
      depthMm: '',
    });
    expect(response.status).toBe(201);
    const { art } = await readJson<ArtRequestResult>(response);
    const detail = await getJson<ArtDetail>(t, apiRoutes.art(art.id), client.cookie);
    expect(detail.brief).toEqual(SAMPLE_BRIEF);
    expect(detail.dieLine).toBeNull();
  });

  it('still shows an art without a brief (older and imported arts)', async () => {
    const client = await clientWithCredits(t, admin, 0);
    const old = await insertArt(t, client.id, { name: 'Arte antiga' });
    const detail = await getJson<ArtDetail>(t, apiRoutes.art(old.id), client.cookie);
    expect(detail.brief).toBeNull();
    expect(detail.dieLine).toBeNull();
  });
});

describe('GET /api/arts/brief-defaults', () => {
  it("answers nothing before a client's first brief, then their last one's press facts", async () => {
    const client = await clientWithCredits(t, admin, 3);
    expect(await getJson<BriefDefaults>(t, apiRoutes.briefDefaults, client.cookie)).toEqual({
      service: null,
      substrate: null,
      colorCount: null,
      spotColors: [],
      plateMaker: null,
      grafica: null,
      identidade: null,
      fechamento: null,
      mockup: null,
    });
    await insertArt(t, client.id); // an art without a brief changes nothing
    expect((await postArt(client, SAMPLE_BRIEF)).status).toBe(201);
    expect(
      (await postArt(client, BOX, { dieLine: [{ name: 'faca.pdf', content: PDF }] })).status,
    ).toBe(201);
    expect(await getJson<BriefDefaults>(t, apiRoutes.briefDefaults, client.cookie)).toMatchObject({
      service: 'flexo',
      substrate: 'papelao',
      colorCount: 4,
      spotColors: ['PANTONE 485 C'],
      plateMaker: 'Clichês Bahia',
      grafica: null,
    });
    // Another client's brief is theirs alone.
    const other = await clientWithCredits(t, admin, 0);
    expect(
      (await getJson<BriefDefaults>(t, apiRoutes.briefDefaults, other.cookie)).substrate,
    ).toBeNull();
    expect((await t.request(apiRoutes.briefDefaults)).status).toBe(401);
  });
});

describe('GET /api/admin/arts?pieceType=', () => {
  it('filters the queue by piece type, with its total, and refuses an unknown one', async () => {
    const client = await clientWithCredits(t, admin, 5);
    for (const pieceType of ['sacola', 'sacola', 'etiqueta'])
      expect((await postArt(client, { ...SAMPLE_BRIEF, pieceType })).status).toBe(201);
    await insertArt(t, client.id); // no brief: in the unfiltered queue only

    const bags = await getJson<Page<AdminArtRow>>(
      t,
      `${apiRoutes.admin.arts}?pieceType=sacola`,
      admin.cookie,
    );
    expect(bags.total).toBe(2);
    expect(bags.items).toHaveLength(2);
    const all = await getJson<Page<AdminArtRow>>(t, apiRoutes.admin.arts, admin.cookie);
    expect(all.total).toBeGreaterThan(3);

    const bad = await t.request(`${apiRoutes.admin.arts}?pieceType=garrafa`, {
      cookie: admin.cookie,
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Tipo de peça inválido.');
  });
});
