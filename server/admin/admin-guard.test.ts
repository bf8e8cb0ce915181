// The admin API's guard on the real app: every admin endpoint answers 401 signed out, 403 to a
// client and its own status to the admin.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../common/api-routes';
import { ART_STATUS } from '../../common/constants';
import {
  adminWorldForFile,
  deliveryForm,
  errorOf,
  insertArt,
  insertMessage,
  PDF,
  storeUpload,
} from '../test/factories';
import { DEFAULT_PAYMENT_PRICES } from '../../common/payments';
import { charge, mailOutbox, preflightReport, storedFile } from '../db/schema';
import { newTxid } from '../payments/charges.service';
import { deactivateClient } from './admin-clients.service';

const { t, admin, client, db } = adminWorldForFile();

/** A finished art's v1, 'final.pdf', delivered by the admin: the file's id. */
async function deliveredV1(artId: string): Promise<string> {
  const [file] = await db()
    .insert(storedFile)
    .values({
      ownerId: client.id,
      artId,
      kind: 'delivery',
      version: 1,
      originalName: 'final.pdf',
      contentType: 'application/pdf',
      size: 1,
      sha256: 'x',
      storageKey: `uploads/guard-${randomUUID()}`,
      uploadedBy: admin.id,
    })
    .returning();
  return file!.id;
}

/** A delivered file with a finished pre-flight report holding one warning. */
async function reportWithWarning(): Promise<string> {
  const art = await insertArt(t, client.id, { status: ART_STATUS.finished });
  const fileId = await deliveredV1(art.id);
  await db()
    .insert(preflightReport)
    .values({
      fileId,
      status: 'done',
      checks: [{ check: 'resolucao', verdict: 'aviso', message: 'Página 1: imagem de 150 dpi.' }],
      warningCount: 1,
    });
  return fileId;
}

/** A delivery draft of an art in progress, its pre-flight finished with nothing found. */
async function draftWithReport(): Promise<{ artId: string; draftId: string }> {
  const art = await insertArt(t, client.id, { status: ART_STATUS.inProgress });
  const upload = await storeUpload(t, client.id, PDF, 'final.pdf');
  const [draft] = await db()
    .insert(storedFile)
    .values({
      ...upload,
      ownerId: admin.id,
      artId: art.id,
      kind: 'delivery_draft',
      uploadedBy: admin.id,
    })
    .returning();
  await db()
    .insert(preflightReport)
    .values({ fileId: draft!.id, status: 'done', approvedCount: 1 });
  return { artId: art.id, draftId: draft!.id };
}

/** An art awaiting approval of its v1. */
async function awaitingApproval(): Promise<string> {
  const art = await insertArt(t, client.id, { status: ART_STATUS.finished });
  await deliveredV1(art.id);
  return art.id;
}

interface GuardCase {
  name: string;
  /** Builds a fresh request (the admin's call changes state, so each gets its own target). */
  make: () => Promise<{
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path: string;
    json?: unknown;
    body?: () => FormData;
  }>;
  ok: number;
}

/** A read the admin gets with 200, at `path` (built when the case runs: `client` exists by then). */
const adminGet = (name: string, path: () => string | Promise<string>): GuardCase => ({
  name: `GET ${name}`,
  ok: 200,
  make: async () => ({ method: 'GET', path: await path() }),
});

const guardCases: GuardCase[] = [
  adminGet('arts', () => apiRoutes.admin.arts),
  adminGet('finished arts', () => apiRoutes.admin.finishedArts),
  adminGet('art', async () => apiRoutes.admin.art((await insertArt(t, client.id)).id)),
  {
    name: 'POST start',
    ok: 200,
    make: async () => ({
      method: 'POST',
      path: apiRoutes.admin.startArt((await insertArt(t, client.id)).id),
    }),
  },
  {
    name: 'POST delivery draft',
    ok: 201,
    make: async () => ({
      method: 'POST',
      path: apiRoutes.admin.deliveryDrafts(
        (await insertArt(t, client.id, { status: ART_STATUS.inProgress })).id,
      ),
      body: () => deliveryForm(PDF),
    }),
  },
  {
    name: 'DELETE delivery draft',
    ok: 200,
    make: async () => {
      const { artId, draftId } = await draftWithReport();
      return { method: 'DELETE', path: apiRoutes.admin.deliveryDraft(artId, draftId) };
    },
  },
  {
    name: 'POST deliver (confirm a draft)',
    ok: 201,
    make: async () => {
      const { artId, draftId } = await draftWithReport();
      return { method: 'POST', path: apiRoutes.admin.deliverArt(artId), json: { draftId } };
    },
  },
  {
    name: 'POST withdraw',
    ok: 200,
    make: async () => ({
      method: 'POST',
      path: apiRoutes.admin.withdrawArt(await awaitingApproval()),
      json: { version: 1, reason: 'Arquivo trocado por engano.' },
    }),
  },
  {
    name: 'PUT mockup settings',
    ok: 200,
    make: async () => ({
      method: 'PUT',
      path: apiRoutes.admin.artMockup((await insertArt(t, client.id)).id),
      json: { enabled: false, shape: null, diameterMm: null, depthMm: null },
    }),
  },
  adminGet('clients', () => apiRoutes.admin.clients),
  adminGet('client', () => apiRoutes.admin.client(client.id)),
  adminGet('client ledger', () => apiRoutes.admin.clientLedger(client.id)),
  adminGet('client arts', () => apiRoutes.admin.clientArts(client.id)),
  adminGet('client audit', () => apiRoutes.admin.clientAudit(client.id)),
  adminGet('client team', () => apiRoutes.admin.clientTeam(client.id)),
  {
    name: 'POST credits',
    ok: 200,
    make: async () => ({
      method: 'POST',
      path: apiRoutes.admin.grantCredits(client.id),
      json: { amount: 1 },
    }),
  },
  {
    name: 'POST deactivate',
    ok: 200,
    make: async () => ({
      method: 'POST',
      path: apiRoutes.admin.deactivateClient((await t.signUp()).id),
    }),
  },
  {
    name: 'POST reactivate',
    ok: 200,
    make: async () => {
      const target = await t.signUp();
      await deactivateClient(db(), { clientId: target.id, adminId: admin.id });
      return { method: 'POST', path: apiRoutes.admin.reactivateClient(target.id) };
    },
  },
  adminGet('messages', () => apiRoutes.admin.messages),
  {
    name: 'POST message read',
    ok: 200,
    make: async () => ({
      method: 'POST',
      path: apiRoutes.admin.readMessage((await insertMessage(t)).id),
    }),
  },
  adminGet('preflight settings', () => apiRoutes.admin.preflightSettings),
  adminGet('preflight report', async () =>
    apiRoutes.admin.preflightReport(await reportWithWarning()),
  ),
  {
    name: 'POST accept preflight warning',
    ok: 200,
    make: async () => ({
      method: 'POST',
      path: apiRoutes.admin.acceptPreflightWarning(await reportWithWarning()),
      json: { check: 'resolucao', note: 'Foto de fundo' },
    }),
  },
  {
    name: 'PUT turnaround',
    ok: 200,
    make: async () => ({ method: 'PUT', path: apiRoutes.admin.turnaround, json: { days: 2 } }),
  },
  adminGet('mails', () => `${apiRoutes.admin.mails}?state=failed`),
  {
    // Without SMTP here, the admin's resend of a failed mail is refused with 409 (past the guard).
    name: 'POST resend mail',
    ok: 409,
    make: async () => {
      const [row] = await db()
        .insert(mailOutbox)
        .values({ to: 'x@exemplo.com.br', subject: 'Teste', text: 'x', failedAt: new Date() })
        .returning();
      return { method: 'POST', path: apiRoutes.admin.resendMail(row!.id) };
    },
  },
  adminGet('real-user speed', () => apiRoutes.admin.realUserSpeed),
  {
    name: 'POST revoke release',
    // An unknown release: the guard answers before the route looks for it.
    ok: 404,
    make: async () => ({
      method: 'POST',
      path: apiRoutes.admin.revokeRelease('00000000-0000-4000-8000-000000000000'),
      json: {},
    }),
  },
  adminGet('indicators', () => apiRoutes.admin.indicators),
  adminGet('payment settings', () => apiRoutes.admin.paymentSettings),
  adminGet('charges', () => `${apiRoutes.admin.charges}?status=open`),
  {
    name: 'POST confirm charge',
    ok: 200,
    make: async () => ({
      method: 'POST',
      path: apiRoutes.admin.confirmCharge(await openCharge('credits')),
      json: {},
    }),
  },
  {
    // An unpaid charge cannot be refunded: 409, past the guard.
    name: 'POST refund charge',
    ok: 409,
    make: async () => ({
      method: 'POST',
      path: apiRoutes.admin.refundCharge(await openCharge('credits')),
      json: {},
    }),
  },
  {
    name: 'POST waive charge',
    ok: 200,
    make: async () => ({
      method: 'POST',
      path: apiRoutes.admin.waiveCharge(await openCharge('approval_fee')),
      json: { note: 'Cortesia' },
    }),
  },
];

/** An open charge of the client's, straight in the database (a fee needs an approved art). */
async function openCharge(reason: 'credits' | 'approval_fee'): Promise<string> {
  const art =
    reason === 'approval_fee'
      ? await insertArt(t, client.id, { status: ART_STATUS.approved })
      : null;
  const [row] = await db()
    .insert(charge)
    .values({
      ownerId: client.id,
      reason,
      amountCents: reason === 'credits' ? 5000 : DEFAULT_PAYMENT_PRICES.approvalFeeCents,
      credits: reason === 'credits' ? 5 : null,
      artId: art?.id ?? null,
      txid: newTxid(),
      provider: 'pix-manual',
    })
    .returning({ id: charge.id });
  return row!.id;
}

describe('every admin endpoint', () => {
  it('covers every admin route of the contract', () => {
    const routes = Object.keys(apiRoutes.admin);
    expect(guardCases).toHaveLength(routes.length);
  });

  describe.each(guardCases)('$name', ({ make, ok }) => {
    const send = async (cookie: string | undefined) => {
      const target = await make();
      return t.request(target.path, {
        method: target.method,
        cookie,
        ...(target.json !== undefined ? { json: target.json } : {}),
        ...(target.body ? { body: target.body() } : {}),
      });
    };

    it('answers 401 to a signed-out visitor', async () => {
      const response = await send(undefined);
      expect(response.status).toBe(401);
      expect((await errorOf(response)).code).toBe('unauthorized');
    });

    it('answers 403 to a client', async () => {
      const response = await send(client.cookie);
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toEqual({
        code: 'forbidden',
        message: 'Acesso restrito ao administrador.',
      });
    });

    it(`answers ${ok} to an admin`, async () => {
      const response = await send(admin.cookie);
      expect(response.status).toBe(ok);
      expect(response.headers.get('cache-control')).toBe('no-store');
    });
  });
});
