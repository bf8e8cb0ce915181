// The 'Equipe' page's forms (docs/product/companies.md), loaded when first opened (zod and the
// form library stay off the page's first load, decisions/0017): 'Convidar' (an e-mail and one
// or more roles) and 'Alterar papéis' (one or more roles). Both check with the schemas the server
// uses (common/companies.ts) and show its refusal (the last administrator, a pending invitation)
// in the dialog.
import { Button, Modal } from 'react-bootstrap';
import { COMPANY_ROLE_LABELS, COMPANY_ROLES, type CompanyRole } from '../../../../common/companies';
import { inviteSchema, memberRolesSchema } from '../../../../common/companies-schemas';
import { AppModal } from '../../../components/app-modal';
import { FormAlert, FormField } from '../../../components/form/form-field';
import { submitOrShowRefusal, type AppForm } from '../../../components/form/use-app-form';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useInvite, useSetMemberRoles, type TeamMember } from '../api/team';

/** What each role allows, in a line, beside its box. */
const ROLE_HINTS: Record<CompanyRole, string> = {
  administrador: 'tudo, e a equipe',
  solicitante: 'pede artes e alterações',
  aprovador: 'aprova as artes',
  financeiro: 'compra créditos, paga taxas, vê o extrato',
  leitor: 'só vê as artes',
};

/** The roles as checkboxes in a fieldset, its error (at least one) below them. */
function RolesFieldset<T extends { roles: CompanyRole[] }>({
  form,
  idPrefix,
}: {
  form: AppForm<T, unknown>;
  idPrefix: string;
}) {
  // The one field both forms share: react-hook-form's paths are typed per form.
  const roles = form as unknown as AppForm<{ roles: CompanyRole[] }, unknown>;
  const error = roles.formState.errors.roles?.message;
  const errorId = `${idPrefix}-papeis-erro`;
  return (
    <fieldset className="mb-2" aria-describedby={error ? errorId : undefined}>
      <legend className="form-label fs-6 mb-1">Papéis</legend>
      {COMPANY_ROLES.map((role) => (
        <div className="form-check" key={role}>
          <input
            {...roles.register('roles')}
            type="checkbox"
            value={role}
            id={`${idPrefix}-${role}`}
            className={`form-check-input${error ? ' is-invalid' : ''}`}
          />
          <label className="form-check-label" htmlFor={`${idPrefix}-${role}`}>
            {COMPANY_ROLE_LABELS[role]}{' '}
            <span className="text-body-secondary small">({ROLE_HINTS[role]})</span>
          </label>
        </div>
      ))}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}

export function InviteDialog({ onClose }: { onClose: (invitedEmail?: string) => void }) {
  const form = useZodForm(inviteSchema, { email: '', roles: [] });
  const invite = useInvite();
  const submit = submitOrShowRefusal(form, async (input) => {
    await invite.mutateAsync(input);
    onClose(input.email);
  });
  const pending = form.formState.isSubmitting;
  return (
    <AppModal
      onHide={() => onClose()}
      title="Convidar para a equipe"
      pending={pending}
      onSubmit={(event) => void submit(event)}
    >
      <Modal.Body>
        <FormAlert form={form} />
        <FormField
          form={form}
          name="email"
          id="convite-email"
          label="E-mail"
          type="email"
          autoComplete="off"
          required
        />
        <RolesFieldset form={form} idPrefix="convite" />
        <p className="small text-body-secondary mb-0">
          O convite vale por 7 dias e chega por e-mail com o link para aceitar.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={() => onClose()} disabled={pending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Enviando…' : 'Enviar convite'}
        </Button>
      </Modal.Footer>
    </AppModal>
  );
}

export function RolesDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const form = useZodForm(memberRolesSchema, { roles: member.roles });
  const setRoles = useSetMemberRoles();
  const submit = submitOrShowRefusal(form, async ({ roles }) => {
    await setRoles.mutateAsync({ id: member.id, roles });
    onClose();
  });
  const pending = form.formState.isSubmitting;
  return (
    <AppModal
      onHide={onClose}
      title={`Papéis de ${member.name}`}
      pending={pending}
      onSubmit={(event) => void submit(event)}
    >
      <Modal.Body>
        <FormAlert form={form} />
        <RolesFieldset form={form} idPrefix="papeis" />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Salvando…' : 'Salvar papéis'}
        </Button>
      </Modal.Footer>
    </AppModal>
  );
}
