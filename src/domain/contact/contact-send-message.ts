// POST /api/contact: the contact form's one endpoint — fetcher and mutation hook.
import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '../../../common/contact';
import { api, unwrap } from '../../lib/api';

export interface ContactSubmission extends ContactInput {
  /** The honeypot: empty when a person fills the form. */
  website: string;
}

export const sendContactMessage = (input: ContactSubmission) =>
  unwrap(api.POST('/api/contact', { body: input }));

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
