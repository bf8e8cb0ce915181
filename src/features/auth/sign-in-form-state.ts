// A sign-in form posted before the page's JavaScript arrived and refused by the server: the page
// is rendered again with the e-mail kept and the refusal shown. The server puts this in the
// page's query cache (render-page.tsx), which the browser hydrates, so both render it alike.
import type { QueryClient } from '@tanstack/react-query';

export interface SignInFormState {
  email: string;
  error: string;
}

export const signInFormKey = ['sign-in-form'] as const;

export const readSignInFormState = (client: QueryClient) =>
  client.getQueryData<SignInFormState>(signInFormKey);
