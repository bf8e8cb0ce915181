// The contact form (Nome, E-mail, Mensagem): checked in the browser with the same rules as the
// server, posted to /api/contact, with pt-BR success and error messages. Used in the
// 'Seu futuro começa agora!' dialog and inline on /flexo.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  contactFieldErrors,
  type ContactField,
  type ContactInput,
} from '../../common/contact';
import { paths } from '../../common/paths';
import { contactForm as copy } from '../content/contact-form';
import { useSendContactMessage } from './contact-send-message';

const EMPTY: ContactInput = { user_name: '', user_email: '', message: '' };
const FIELD_ORDER: readonly ContactField[] = ['user_name', 'user_email', 'message'];

export function ContactForm(props: { className?: string }) {
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const send = useSendContactMessage();

  const update = (field: ContactField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // Once a field was flagged, re-check it as the visitor types so the message goes away.
    if (errors[field])
      setErrors((e) => ({
        ...e,
        [field]: contactFieldErrors({ ...values, [field]: value })[field],
      }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = contactFieldErrors(values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    send.mutate({ ...values, website: honeypot }, { onSuccess: () => setValues(EMPTY) });
  };

  if (send.isSuccess) {
    return (
      <div className={props.className}>
        <div className="alert alert-success" role="status">
          {copy.success}
        </div>
        <button type="button" className="btn btn-outline-dark" onClick={() => send.reset()}>
          {copy.sendAnother}
        </button>
      </div>
    );
  }

  const control = (field: ContactField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? fieldId(`${field}-error`) : undefined,
    className: `form-control${errors[field] ? ' is-invalid' : ''}`,
    onChange: (e: { target: { value: string } }) => update(field, e.target.value),
  });
  const feedback = (field: ContactField) =>
    errors[field] ? (
      <div id={fieldId(`${field}-error`)} className="invalid-feedback">
        {errors[field]}
      </div>
    ) : null;

  return (
    <form ref={formRef} className={props.className} noValidate onSubmit={onSubmit}>
      <div className="mb-3">
        <label htmlFor={fieldId('user_name')} className="form-label">
          {copy.nameLabel}
        </label>
        <input
          {...control('user_name')}
          type="text"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.nameMax}
        />
        {feedback('user_name')}
      </div>
      <div className="mb-3">
        <label htmlFor={fieldId('user_email')} className="form-label">
          {copy.emailLabel}
        </label>
        <input
          {...control('user_email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={CONTACT_LIMITS.emailMax}
        />
        {feedback('user_email')}
      </div>
      <div className="mb-3">
        <label htmlFor={fieldId('message')} className="form-label">
          {copy.messageLabel}
        </label>
        <textarea {...control('message')} rows={4} required maxLength={CONTACT_LIMITS.messageMax} />
        {feedback('message')}
      </div>
      {/* Off-screen and out of the tab order: people never fill it, robots often do. */}
      <div className="contact-hp" aria-hidden="true">
        <label htmlFor={fieldId(CONTACT_HONEYPOT_FIELD)}>{copy.honeypotLabel}</label>
        <input
          id={fieldId(CONTACT_HONEYPOT_FIELD)}
          name={CONTACT_HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>
      {send.isError && (
        <div className="alert alert-danger" role="alert">
          {send.error.message}
        </div>
      )}
      <p className="small text-body-secondary">
        {copy.privacyNote} <Link to={paths.privacy}>{copy.privacyLink}</Link>.
      </p>
      <button type="submit" className="btn btn-brand" disabled={send.isPending}>
        {send.isPending ? copy.sending : copy.submit}
      </button>
    </form>
  );
}
