// POST /api/contact: the contact form's one endpoint — fetcher and mutation hook.
import { useMutation } from '@tanstack/react-query';
import { apiRoutes } from '../../common/api-routes';
import type { ContactInput, ContactResult } from '../../common/contact';
import { postJson } from '../lib/api';

export interface ContactSubmission extends ContactInput {
  /** The honeypot: empty when a person fills the form. */
  website: string;
}

export const sendContactMessage = (input: ContactSubmission) =>
  postJson<ContactResult>(apiRoutes.contact, input);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
