// The contact form (Nome, E-mail, Mensagem): checked in the browser with the same rules as the
// server, posted to /api/contact, with pt-BR success and error messages. Used in the
// 'Seu futuro começa agora!' dialog and inline on /flexo.
import { useId } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  contactFieldErrors,
  type ContactInput,
} from '../../../common/contact';
import { paths } from '../../../common/paths';
import { contactForm as copy } from '../../content/contact-form';
import { useSendContactMessage, type ContactSubmission } from './contact-send-message';
import { FormField } from '../../components/form/form-field';
import { useAppForm } from '../../components/form/use-app-form';

type ContactValues = ContactSubmission;

const EMPTY: ContactValues = { user_name: '', user_email: '', message: '', website: '' };

/** The contact rules of common/contact.ts (no zod, so the public pages don't download it). */
const contactResolver: Resolver<ContactValues> = (values) => {
  const found = contactFieldErrors(values);
  const errors: FieldErrors<ContactValues> = {};
  for (const [field, message] of Object.entries(found) as [keyof ContactInput, string][]) {
    errors[field] = { type: 'rule', message };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

export function ContactForm(props: { className?: string }) {
  const id = useId();
  const form = useAppForm({ resolver: contactResolver, defaultValues: EMPTY });
  const send = useSendContactMessage();

  const submit = form.handleSubmit((values) => {
    send.mutate(values, { onSuccess: () => form.reset(EMPTY) });
  });

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

  return (
    <form className={props.className} noValidate onSubmit={(event) => void submit(event)}>
      <FormField
        form={form}
        name="user_name"
        id={`${id}-user_name`}
        label={copy.nameLabel}
        type="text"
        autoComplete="name"
        required
        maxLength={CONTACT_LIMITS.nameMax}
      />
      <FormField
        form={form}
        name="user_email"
        id={`${id}-user_email`}
        label={copy.emailLabel}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        maxLength={CONTACT_LIMITS.emailMax}
      />
      <FormField
        form={form}
        name="message"
        id={`${id}-message`}
        label={copy.messageLabel}
        rows={4}
        required
        maxLength={CONTACT_LIMITS.messageMax}
      />
      {/* Off-screen and out of the tab order: people never fill it, robots often do. */}
      <div className="contact-hp" aria-hidden="true">
        <label htmlFor={`${id}-${CONTACT_HONEYPOT_FIELD}`}>{copy.honeypotLabel}</label>
        <input
          id={`${id}-${CONTACT_HONEYPOT_FIELD}`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...form.register(CONTACT_HONEYPOT_FIELD)}
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
