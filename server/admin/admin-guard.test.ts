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

/** A delivered file with a finished pre-flight report holding one warning. */
async function reportWithWarning(): Promise<string> {
  const art = await insertArt(t, client.id, { status: ART_STATUS.finished });
  const [file] = await db()
    .insert(storedFile)
    .values({
      ownerId: client.id,
      artId: art.id,
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
  await db()
    .insert(preflightReport)
    .values({
      fileId: file!.id,
      status: 'done',
      checks: [{ check: 'resolucao', verdict: 'aviso', message: 'Página 1: imagem de 150 dpi.' }],
      warningCount: 1,
    });
  return file!.id;
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
  await db()
    .insert(storedFile)
    .values({
      ownerId: client.id,
      artId: art.id,
      kind: 'delivery',
      version: 1,
      originalName: 'final.pdf',
      contentType: 'application/pdf',
      size: 1,
      sha256: 'x',
      storageKey: `uploads/guard-${randomUUID()}`,
      uploadedBy: admin.id,
    });
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

const guardCases: GuardCase[] = [
  { name: 'GET arts', ok: 200, make: async () => ({ method: 'GET', path: apiRoutes.admin.arts }) },
  {
    name: 'GET finished arts',
    ok: 200,
    make: async () => ({ method: 'GET', path: apiRoutes.admin.finishedArts }),
  },
  {
    name: 'GET art',
    ok: 200,
    make: async () => ({
      method: 'GET',
      path: apiRoutes.admin.art((await insertArt(t, client.id)).id),
    }),
  },
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
  {
    name: 'GET clients',
    ok: 200,
    make: async () => ({ method: 'GET', path: apiRoutes.admin.clients }),
  },
  {
    name: 'GET client',
    ok: 200,
    make: async () => ({ method: 'GET', path: apiRoutes.admin.client(client.id) }),
  },
  {
    name: 'GET client ledger',
    ok: 200,
    make: async () => ({ method: 'GET', path: apiRoutes.admin.clientLedger(client.id) }),
  },
  {
    name: 'GET client arts',
    ok: 200,
    make: async () => ({ method: 'GET', path: apiRoutes.admin.clientArts(client.id) }),
  },
  {
    name: 'GET client audit',
    ok: 200,
    make: async () => ({ method: 'GET', path: apiRoutes.admin.clientAudit(client.id) }),
  },
  {
    name: 'GET client team',
    ok: 200,
    make: async () => ({ method: 'GET', path: apiRoutes.admin.clientTeam(client.id) }),
  },
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
  {
    name: 'GET messages',
    ok: 200,
    make: async () => ({ method: 'GET', path: apiRoutes.admin.messages }),
  },
  {
    name: 'POST message read',
    ok: 200,
    make: async () => ({
      method: 'POST',
      path: apiRoutes.admin.readMessage((await insertMessage(t)).id),
    }),
  },
  {
    name: 'GET preflight settings',
    ok: 200,
    make: async () => ({ method: 'GET', path: apiRoutes.admin.preflightSettings }),
  },
  {
    name: 'GET preflight report',
    ok: 200,
    make: async () => ({
      method: 'GET',
      path: apiRoutes.admin.preflightReport(await reportWithWarning()),
    }),
  },
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
  {
    name: 'GET mails',
    ok: 200,
    make: async () => ({ method: 'GET', path: `${apiRoutes.admin.mails}?state=failed` }),
  },
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
  {
    name: 'GET real-user speed',
    ok: 200,
    make: async () => ({ method: 'GET', path: apiRoutes.admin.realUserSpeed }),
  },
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
  {
    name: 'GET indicators',
    ok: 200,
    make: async () => ({ method: 'GET', path: apiRoutes.admin.indicators }),
  },
  {
    name: 'GET payment settings',
    ok: 200,
    make: async () => ({ method: 'GET', path: apiRoutes.admin.paymentSettings }),
  },
  {
    name: 'GET charges',
    ok: 200,
    make: async () => ({ method: 'GET', path: `${apiRoutes.admin.charges}?status=open` }),
  },
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
