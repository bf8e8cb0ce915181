// GET /api/admin/mails (the mail outbox by state) and POST /api/admin/mails/{id}/resend.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailState } from '../../../../common/mail-states';
import { api, unwrap } from '../../../lib/api';
import { pageQueryOptions } from '../../../lib/list-query';
import { adminKeys } from './query-keys';

/** The E-mails page's tabs as its address keeps them (?situacao=com-falha); none: every state. */
export const MAIL_STATE_PARAMS: Record<MailState, string> = {
  failed: 'com-falha',
  pending: 'pendentes',
  sent: 'enviados',
};

/** The state the address asks for, or null (every message). */
export function mailStateOf(params: URLSearchParams): MailState | null {
  const value = params.get('situacao');
  const found = Object.entries(MAIL_STATE_PARAMS).find(([, param]) => param === value);
  return found ? (found[0] as MailState) : null;
}

const mailKeys = {
  all: [...adminKeys.all, 'mails'] as const,
  list: (page: number, state: MailState | null) => [...mailKeys.all, page, state] as const,
};

export const mailsQueryOptions = (page: number, state: MailState | null) =>
  pageQueryOptions(mailKeys.list(page, state), () =>
    unwrap(
      api.GET('/api/admin/mails', {
        params: { query: { page, ...(state ? { state } : {}) } },
      }),
    ),
  );

export const useMails = (page: number, state: MailState | null) =>
  useQuery(mailsQueryOptions(page, state));

export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/api/admin/mails/{id}/resend', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
}
