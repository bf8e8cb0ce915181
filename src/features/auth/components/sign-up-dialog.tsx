// The 'Criar conta' dialog: company name, e-mail, password and the acceptance of the terms (their
// links open in a new tab, keeping the form), checked here (each message beside its field) and
// again on the server, whose answer is shown the same way. The server answers an e-mail already
// registered like a new one (and mails its owner): only a new account is signed in.
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { signUpSchema } from '../../../../common/auth-schemas';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../../common/constants';
import { paths } from '../../../../common/paths';
import { authClient } from '../../../lib/auth-client';

type Field = 'name' | 'email' | 'password' | 'acceptTerms';
type FieldErrors = Partial<Record<Field, string>>;

export function SignUpDialog(props: {
  show: boolean;
  onClose: () => void;
  onSignedUp: () => Promise<void>;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [mailed, setMailed] = useState(false);
  const titleId = useId();
  const passwordHelpId = useId();
  const termsErrorId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = signUpSchema.safeParse({ name, email, password, acceptTerms });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setPending(true);
    const { error: failure } = await authClient.signUp.email(parsed.data);
    if (failure) {
      setPending(false);
      const known = serverFieldError(failure.code, failure.message);
      if (known) setFieldErrors({ [known.field]: known.message });
      else setFormError(serverFormError(failure.status, failure.message));
      return;
    }
    // The server answers a new and an already registered e-mail alike (it never says which); only
    // a new account comes back signed in. Otherwise the owner has been e-mailed.
    const { data: current } = await authClient.getSession();
    if (current?.session) {
      await props.onSignedUp();
    } else {
      setMailed(true);
    }
    setPending(false);
  };

  const control = (field: Field) => ({
    isInvalid: fieldErrors[field] !== undefined,
    'aria-invalid': fieldErrors[field] !== undefined,
  });

  return (
    <Modal show={props.show} onHide={props.onClose} centered aria-labelledby={titleId}>
      <Form onSubmit={onSubmit} noValidate>
        <Modal.Header closeButton closeLabel="Fechar">
          <Modal.Title id={titleId}>Criar conta</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {mailed && (
            <Alert variant="info" role="status">
              {MAILED_NOTICE}
            </Alert>
          )}
          {formError && (
            <Alert variant="danger" role="alert">
              {formError}
            </Alert>
          )}
          <Form.Group className="mb-3" controlId="signup-name">
            <Form.Label>Nome da empresa</Form.Label>
            <Form.Control
              autoComplete="organization"
              required
              value={name}
              onChange={(e) => setName(e.target.value)}
              {...control('name')}
            />
            <Form.Control.Feedback type="invalid">{fieldErrors.name}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="signup-email">
            <Form.Label>E-mail</Form.Label>
            <Form.Control
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              {...control('email')}
            />
            <Form.Control.Feedback type="invalid">{fieldErrors.email}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId="signup-password">
            <Form.Label>Senha</Form.Label>
            <Form.Control
              type="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              maxLength={PASSWORD_MAX_LENGTH}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby={passwordHelpId}
              {...control('password')}
            />
            <Form.Control.Feedback type="invalid">{fieldErrors.password}</Form.Control.Feedback>
            <Form.Text id={passwordHelpId}>
              De {PASSWORD_MIN_LENGTH} a {PASSWORD_MAX_LENGTH} caracteres.
            </Form.Text>
          </Form.Group>
          <Form.Group className="mt-3">
            <Form.Check id="signup-terms">
              <Form.Check.Input
                type="checkbox"
                required
                checked={acceptTerms}
                onChange={(e) => setAcceptTerms(e.target.checked)}
                aria-describedby={fieldErrors.acceptTerms ? termsErrorId : undefined}
                {...control('acceptTerms')}
              />
              <Form.Check.Label>
                Li e aceito os{' '}
                <a href={paths.terms} target="_blank" rel="noopener noreferrer">
                  Termos de uso
                </a>{' '}
                e a{' '}
                <a href={paths.privacy} target="_blank" rel="noopener noreferrer">
                  Política de privacidade
                </a>
              </Form.Check.Label>
              <Form.Control.Feedback type="invalid" id={termsErrorId}>
                {fieldErrors.acceptTerms}
              </Form.Control.Feedback>
            </Form.Check>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button type="submit" disabled={pending}>
            {pending ? 'Criando…' : 'Criar conta'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

/** After a sign-up that did not sign in: the e-mail was already registered (never said here). */
export const MAILED_NOTICE =
  'Enviamos uma mensagem para o e-mail informado com os próximos passos. Se você já tem uma ' +
  'conta com este e-mail, entre com a sua senha ou use "Esqueci minha senha".';

function serverFieldError(
  code: string | undefined,
  message: string | undefined,
): { field: Field; message: string } | null {
  // The server's strength rule says why in pt-BR (e.g. 'Senha fraca: Repetições…').
  if (code === 'WEAK_PASSWORD' && message) return { field: 'password', message };
  if (code === 'TERMS_NOT_ACCEPTED' && message) return { field: 'acceptTerms', message };
  if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG') {
    return {
      field: 'password',
      message: `A senha deve ter de ${PASSWORD_MIN_LENGTH} a ${PASSWORD_MAX_LENGTH} caracteres.`,
    };
  }
  if (code === 'INVALID_EMAIL') return { field: 'email', message: 'Informe um e-mail válido.' };
  return null;
}

function serverFormError(status: number, message: string | undefined): string {
  // Our server's own checks (INVALID_SIGN_UP) and its 429 answer in pt-BR: show them as they are.
  if ((status === 400 || status === 429) && message) return message;
  return 'Não foi possível criar a conta. Tente novamente.';
}
