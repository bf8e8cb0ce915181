// The open company's team ('Equipe', docs/product/companies.md): the list for every member, the
// invitations and roles for its administrators; an invitation's page and 'Aceitar' for whoever
// holds its link (accepting needs the account of its e-mail).
import { createRoute, z } from '@hono/zod-openapi';
import { COMPANY_ROLES, type CompanyRole } from '../../common/companies';
import { inviteSchema, memberRolesSchema } from '../../common/companies-schemas';
import { baseUrlOf } from '../auth/auth';
import { companyMay, companyOf } from '../auth/company';
import type { AppDeps } from '../deps';
import { apiRouter, errorResponses, jsonBody, jsonResponse, routeGroup } from '../http/contract';
import {
  acceptInvitation,
  INVITATION_NOT_FOUND_MESSAGE,
  invitationView,
  invite,
  leaveCompany,
  MEMBER_NOT_FOUND_MESSAGE,
  removeMember,
  resendInvitation,
  revokeInvitation,
  setMemberRoles,
  teamOf,
} from './team.service';

const TAGS = ['Equipe'];
/**
 * Each route may refuse its caller (403): a role the open company does not give them, or an
 * invitation sent to another e-mail.
 */
const teamRoute = routeGroup('user', { tags: TAGS, errors: [403] });
const roles = z.array(z.enum(COMPANY_ROLES));

export const teamSchema = z
  .strictObject({
    members: z.array(
      z.strictObject({
        id: z.string(),
        userId: z.string(),
        name: z.string(),
        email: z.string(),
        roles,
        joinedAt: z.iso.datetime(),
      }),
    ),
    invitations: z.array(
      z.strictObject({
        id: z.string(),
        email: z.string(),
        roles,
        status: z.enum(['pending', 'expired']),
        expiresAt: z.iso.datetime(),
        invitedBy: z.string(),
      }),
    ),
  })
  .openapi('Team');

const invitationSchema = z
  .strictObject({
    id: z.string(),
    companyName: z.string(),
    email: z.string(),
    roles,
    state: z.enum(['pending', 'expired', 'canceled', 'accepted']),
    expiresAt: z.iso.datetime(),
    invitedBy: z.string(),
  })
  .openapi('Invitation');

/** Ids here are the plugin's text ids: anything else names nothing (404, not 400). */
const idOf = (message: string) =>
  z.object({
    id: z
      .string()
      .max(64, { error: message })
      .openapi({
        param: { name: 'id', in: 'path' },
        example: '0b6f7c1e-2d4a-4c8e-9f3a-1b2c3d4e5f60',
      }),
  });
const invitationParams = idOf(INVITATION_NOT_FOUND_MESSAGE);
const memberParams = idOf(MEMBER_NOT_FOUND_MESSAGE);

const getTeam = teamRoute({
  method: 'get',
  path: '/team',
  summary: 'A equipe da empresa aberta: as pessoas, seus papéis e os convites pendentes',
  middleware: [companyMay.viewArts],
  responses: { 200: jsonResponse(teamSchema, 'As pessoas e os convites.') },
});

const postInvitation = teamRoute({
  method: 'post',
  path: '/team/invitations',
  summary: "'Convidar': um convite por e-mail, válido por 7 dias, com os papéis",
  middleware: [companyMay.invite],
  request: { body: jsonBody(inviteSchema) },
  errors: [400, 409],
  responses: { 201: jsonResponse(z.strictObject({ id: z.string() }), 'O convite, enviado.') },
});

const resend = teamRoute({
  method: 'post',
  path: '/team/invitations/{id}/resend',
  summary: "'Reenviar': o mesmo convite, válido por mais 7 dias, enviado de novo",
  middleware: [companyMay.invite],
  request: { params: invitationParams },
  errors: [404],
  responses: { 200: jsonResponse(teamSchema, 'A equipe, com o convite renovado.') },
});

const revoke = teamRoute({
  method: 'post',
  path: '/team/invitations/{id}/revoke',
  summary: "'Cancelar convite': o link deixa de valer",
  middleware: [companyMay.cancelInvitations],
  request: { params: invitationParams },
  errors: [404],
  responses: { 200: jsonResponse(teamSchema, 'A equipe, sem o convite.') },
});

const putRoles = teamRoute({
  method: 'put',
  path: '/team/members/{id}',
  summary: "'Mudar papéis' de uma pessoa (a empresa nunca fica sem administrador)",
  middleware: [companyMay.changeRoles],
  request: { params: memberParams, body: jsonBody(memberRolesSchema) },
  errors: [400, 404, 409],
  responses: { 200: jsonResponse(teamSchema, 'A equipe, com os novos papéis.') },
});

const deleteMember = teamRoute({
  method: 'delete',
  path: '/team/members/{id}',
  summary: "'Remover da equipe' (o histórico mantém o nome da pessoa)",
  middleware: [companyMay.removeMembers],
  request: { params: memberParams },
  errors: [404, 409],
  responses: { 200: jsonResponse(teamSchema, 'A equipe, sem a pessoa.') },
});

const leave = teamRoute({
  method: 'post',
  path: '/team/leave',
  summary:
    "'Sair da empresa': a pessoa deixa a empresa aberta (nunca a criada com a sua conta, nem como seu último administrador)",
  middleware: [companyMay.viewArts],
  errors: [404, 409],
  responses: {
    200: jsonResponse(z.strictObject({ left: z.string() }), 'A empresa que a pessoa deixou.'),
  },
});

const getInvitation = createRoute({
  method: 'get',
  path: '/invitations/{id}',
  tags: TAGS,
  summary:
    'Um convite, como a página do seu link o mostra (empresa, quem convidou, e-mail, papéis, situação)',
  request: { params: invitationParams },
  responses: {
    200: jsonResponse(invitationSchema, 'O convite.'),
    ...errorResponses(404),
  },
});

const accept = teamRoute({
  method: 'post',
  path: '/invitations/{id}/accept',
  summary: "'Aceitar convite', conectado com a conta do e-mail convidado",
  request: { params: invitationParams },
  errors: [404, 409],
  responses: {
    200: jsonResponse(z.strictObject({ companyId: z.string() }), 'A empresa, agora aberta.'),
  },
});

export function teamRoutes(deps: Pick<AppDeps, 'db' | 'config'>) {
  const { db } = deps;
  const baseUrl = baseUrlOf(deps.config);
  return apiRouter()
    .openapi(getTeam, async (c) => c.json(await teamOf(db, companyOf(c).id), 200))
    .openapi(postInvitation, async (c) => {
      const company = companyOf(c);
      const body = c.req.valid('json');
      const created = await invite(db, {
        ...body,
        companyId: company.id,
        inviterId: c.get('user').id,
        baseUrl,
      });
      c.get('log').info(
        { userId: c.get('user').id, companyId: company.id, invitationId: created.id },
        'company invitation sent',
      );
      return c.json(created, 201);
    })
    .openapi(resend, async (c) => {
      const company = companyOf(c);
      await resendInvitation(db, {
        companyId: company.id,
        invitationId: c.req.valid('param').id,
        inviterId: c.get('user').id,
        baseUrl,
      });
      return c.json(await teamOf(db, company.id), 200);
    })
    .openapi(revoke, async (c) => {
      const company = companyOf(c);
      await revokeInvitation(db, { companyId: company.id, invitationId: c.req.valid('param').id });
      return c.json(await teamOf(db, company.id), 200);
    })
    .openapi(putRoles, async (c) => {
      const company = companyOf(c);
      const roles: CompanyRole[] = c.req.valid('json').roles;
      await setMemberRoles(db, { companyId: company.id, memberId: c.req.valid('param').id, roles });
      return c.json(await teamOf(db, company.id), 200);
    })
    .openapi(deleteMember, async (c) => {
      const company = companyOf(c);
      await removeMember(db, { companyId: company.id, memberId: c.req.valid('param').id });
      c.get('log').info(
        { userId: c.get('user').id, companyId: company.id, memberId: c.req.valid('param').id },
        'company member removed',
      );
      return c.json(await teamOf(db, company.id), 200);
    })
    .openapi(leave, async (c) => {
      const company = companyOf(c);
      await leaveCompany(db, { companyId: company.id, userId: c.get('user').id });
      c.get('log').info({ userId: c.get('user').id, companyId: company.id }, 'company left');
      return c.json({ left: company.id }, 200);
    })
    .openapi(getInvitation, async (c) =>
      c.json(await invitationView(db, c.req.valid('param').id), 200),
    )
    .openapi(accept, async (c) => {
      const accepted = await acceptInvitation(db, {
        invitationId: c.req.valid('param').id,
        userId: c.get('user').id,
        sessionId: c.get('session').id,
      });
      c.get('log').info(
        { userId: c.get('user').id, companyId: accepted.companyId },
        'company invitation accepted',
      );
      return c.json(accepted, 200);
    });
}
