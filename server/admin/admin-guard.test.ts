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
} from '../test/factories';
import { mailOutbox, preflightReport, storedFile } from '../db/schema';
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

interface GuardCase {
  name: string;
  /** Builds a fresh request (the admin's call changes state, so each gets its own target). */
  make: () => Promise<{
    method: 'GET' | 'POST' | 'PUT';
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
    name: 'POST deliver',
    ok: 201,
    make: async () => ({
      method: 'POST',
      path: apiRoutes.admin.deliverArt(
        (await insertArt(t, client.id, { status: ART_STATUS.inProgress })).id,
      ),
      body: () => deliveryForm(PDF),
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
];

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
