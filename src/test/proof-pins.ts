// A proof pin as the API answers it, for the component tests that script the pins: an open pin
// of the client's on page 1 of v1, at the page's centre, with no replies; `extra` changes it.
import type { ApiSchemas } from '../lib/api';

type ProofPin = ApiSchemas['ProofPin'];

export const pinAnswer = (id: string, number: number, extra: Partial<ProofPin> = {}): ProofPin => ({
  id,
  version: 1,
  number,
  page: 1,
  x: 0.5,
  y: 0.5,
  w: null,
  h: null,
  text: `Ponto ${number}`,
  state: 'aberto',
  author: { id: 'u1', name: 'Cliente', role: 'client' },
  createdAt: '2026-12-01T14:00:00.000Z',
  resolvedAt: null,
  resolvedBy: null,
  changeEventId: null,
  replies: [],
  ...extra,
});
