// The services through the API (docs/product/services.md): POST /api/arts takes each service's
// brief and refuses a bad one before any credit is debited (a mockup or a vectorisation without
// its file too); a brief stored without `service` reads as flexo; the next brief is prefilled per
// service; the approval checklist and the sentence signed follow the service (and approving asks
// for the checklist); the admin queue filters by service.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { APPROVAL_MEANINGS } from '../../common/approval';
import {
  MOCKUP_ART_MISSING_MESSAGE,
  SERVICE_MISSING_MESSAGE,
  VECTORIZE_WITHOUT_LOGO_MESSAGE,
} from '../../common/brief';
import { SAMPLE_BRIEF, SAMPLE_BRIEFS, SAMPLE_CARD_BRIEF } from '../../common/brief-samples';
import type { AdminArtRow } from '../admin/admin.schemas';
import { artApproval, artRequest } from '../db/schema';
import { ART_STATUS } from '../../common/constants';
import type { Page } from '../db/paging';
import {
  adminContextForFile,
  approveAs,
  balanceOf,
  clientWithCredits,
  errorOf,
  getJson,
  insertArt,
  PDF,
  readJson,
} from '../test/factories';
import type { TestUser } from '../test/harness';
import type { ArtDetail, ArtRequestResult, BriefDefaults } from './art.schemas';

const { t, admin } = adminContextForFile();

let counter = 0;
function postArt(client: TestUser, brief: unknown, withFile = false) {
  const form = new FormData();
  form.set('name', `Serviço ${counter++}`);
  form.set('briefing', 'Pedido de teste.');
  form.set('brief', JSON.stringify(brief));
  if (withFile) form.append('files', new File([new Uint8Array(PDF)], 'arte.pdf'));
  return t.request(apiRoutes.arts, { method: 'POST', cookie: client.cookie, body: form });
}

async function created(client: TestUser, brief: unknown, withFile = false) {
  const response = await postArt(client, brief, withFile);
  expect(response.status).toBe(201);
  return (await readJson<ArtRequestResult>(response)).art;
}

describe('POST /api/arts per service', () => {
  it('takes each service’s brief, answers it on the art and builds its checklist', async () => {
    const client = await clientWithCredits(t, admin, 5);
    const checklists: Record<string, string[]> = {};
    for (const brief of Object.values(SAMPLE_BRIEFS)) {
      const art = await created(client, brief, true);
      const detail = await getJson<ArtDetail>(t, apiRoutes.art(art.id), client.cookie);
      expect(detail.brief).toEqual(brief);
      checklists[brief.service] = detail.approvalChecklist.map((item) => item.key);
    }
    expect(checklists).toEqual({
      flexo: ['size', 'colors', 'texts'],
      grafica: ['size', 'paper', 'texts'],
      identidade: ['formats', 'texts'],
      fechamento: ['size', 'printer', 'texts'],
      mockup: ['shape', 'size'],
    });
    expect(await balanceOf(t, client.id)).toBe(0);
  });

  it.each([
    [{ ...SAMPLE_CARD_BRIEF, paper: undefined }, 'Escolha o papel.'],
    [{ ...SAMPLE_CARD_BRIEF, widthMm: 5001 }, 'A largura deve ser de 5 a 5000 mm.'],
    [
      { ...SAMPLE_CARD_BRIEF, sides: 'tres' },
      'Escolha se a impressão é só na frente ou frente e verso.',
    ],
    [{ ...SAMPLE_BRIEFS.identidade, formats: [] }, 'Escolha ao menos um formato de entrega.'],
    [{ ...SAMPLE_BRIEFS.identidade, starting: 'nada' }, VECTORIZE_WITHOUT_LOGO_MESSAGE],
    [{ ...SAMPLE_BRIEFS.fechamento, printer: ' ' }, 'Informe a gráfica ou clicheria de destino.'],
    [{ ...SAMPLE_BRIEFS.fechamento, bleedMm: 21 }, 'A sangria deve ser de 0 a 20 mm.'],
    [{ ...SAMPLE_BRIEFS.mockup, shape: 'garrafa' }, 'Escolha o formato do mockup.'],
    [{ ...SAMPLE_BRIEF, service: 'tatuagem' }, SERVICE_MISSING_MESSAGE],
  ])('refuses %j with its message, charging nothing', async (brief, message) => {
    const client = await clientWithCredits(t, admin, 1);
    const response = await postArt(client, brief, true);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: 'invalid_brief', message });
    expect(await balanceOf(t, client.id)).toBe(1);
  });

  it('refuses a mockup without the art it shows, charging nothing', async () => {
    const client = await clientWithCredits(t, admin, 1);
    const response = await postArt(client, SAMPLE_BRIEFS.mockup);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      code: 'attachment_missing',
      message: MOCKUP_ART_MISSING_MESSAGE,
    });
    expect(await balanceOf(t, client.id)).toBe(1);
  });

  it('reads a brief stored without `service` as flexo', async () => {
    const client = await clientWithCredits(t, admin, 0);
    const old = await insertArt(t, client.id);
    const { service: _flexo, ...legacy } = SAMPLE_BRIEF;
    await t.runtime.db.update(artRequest).set({ brief: legacy }).where(eq(artRequest.id, old.id));
    const detail = await getJson<ArtDetail>(t, apiRoutes.art(old.id), client.cookie);
    expect(detail.brief).toEqual(SAMPLE_BRIEF);
    expect(detail.approvalChecklist.map((item) => item.key)).toEqual(['size', 'colors', 'texts']);
  });
});

describe('approving an art of another service', () => {
  it('asks for that service’s checklist (a card’s paper), and records its brief', async () => {
    const client = await clientWithCredits(t, admin, 0);
    const art = await insertArt(t, client.id, { status: ART_STATUS.finished });
    await t.runtime.db
      .update(artRequest)
      .set({ brief: SAMPLE_CARD_BRIEF })
      .where(eq(artRequest.id, art.id));
    const without = await approveAs(t, client, art.id, null, { checklist: ['size', 'texts'] });
    expect(without.status).toBe(400);
    expect((await errorOf(without)).message).toContain(
      'Papel e impressão conferidos: Couché fosco 300 g/m², frente e verso',
    );
    expect(
      (await approveAs(t, client, art.id, null, { checklist: ['size', 'paper', 'texts'] })).status,
    ).toBe(200);
    const [record] = await t.runtime.db
      .select()
      .from(artApproval)
      .where(eq(artApproval.artId, art.id));
    expect(record!.brief).toEqual(SAMPLE_CARD_BRIEF);
    // The sentence signed is the quick print's, for printing (no plate).
    expect(record!.checklist.at(-1)).toEqual({ key: 'meaning', label: APPROVAL_MEANINGS.grafica });
  });
});

describe('GET /api/arts/brief-defaults per service', () => {
  it('prefills each service from its own last brief, and names the last service', async () => {
    const client = await clientWithCredits(t, admin, 2);
    await created(client, SAMPLE_CARD_BRIEF);
    await created(client, { ...SAMPLE_BRIEF, substrate: 'kraft' });
    expect(await getJson<BriefDefaults>(t, apiRoutes.briefDefaults, client.cookie)).toEqual({
      service: 'flexo',
      substrate: 'kraft',
      colorCount: 4,
      spotColors: [],
      plateMaker: null,
      grafica: {
        product: 'cartao',
        paper: 'couche_fosco',
        paperWeightGsm: 300,
        sides: 'frente_verso',
      },
      identidade: null,
      fechamento: null,
      mockup: null,
    });
  });
});

describe('GET /api/admin/arts?service=', () => {
  it('filters the queue by service (arts without one are flexo), names it on each row, and refuses an unknown one', async () => {
    const queue = (service: string) =>
      getJson<Page<AdminArtRow>>(t, `${apiRoutes.admin.arts}?service=${service}`, admin.cookie);
    const before = {
      grafica: (await queue('grafica')).total,
      fechamento: (await queue('fechamento')).total,
    };
    const client = await clientWithCredits(t, admin, 3);
    await created(client, SAMPLE_CARD_BRIEF);
    await created(client, { ...SAMPLE_CARD_BRIEF, product: 'banner', widthMm: 600, heightMm: 900 });
    await created(client, SAMPLE_BRIEFS.fechamento);
    await insertArt(t, client.id); // no brief: flexo

    const quick = await queue('grafica');
    expect(quick.total).toBe(before.grafica + 2);
    const mine = quick.items.filter((row) => row.client.id === client.id);
    expect(mine.map((row) => row.service)).toEqual(['grafica', 'grafica']);
    expect((await queue('fechamento')).total).toBe(before.fechamento + 1);
    const flexo = await queue('flexo');
    // Each row names its service, flexo for an art without a brief.
    expect(flexo.items.find((row) => row.client.id === client.id)?.service).toBe('flexo');

    const bad = await t.request(`${apiRoutes.admin.arts}?service=tatuagem`, {
      cookie: admin.cookie,
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Serviço inválido.');
  });
});
