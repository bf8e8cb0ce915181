// @vitest-environment jsdom
// The history section: its heading, each event's label with who and when, a change request's
// text, and the empty state.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArtHistory } from './art-history';

const studio = { id: 'a1', name: 'Estúdio', role: 'admin' as const };
const client = { id: 'c1', name: 'Maria', role: 'client' as const };

describe('ArtHistory', () => {
  it('is a section headed Histórico listing each event, oldest first, with its note', () => {
    render(
      <ArtHistory
        events={[
          {
            id: 'e1',
            type: 'delivered',
            version: 2,
            note: null,
            actor: studio,
            createdAt: '2026-03-05T14:07:00.000Z',
          },
          {
            id: 'e2',
            type: 'change_requested',
            version: null,
            note: 'Mais azul',
            actor: client,
            createdAt: '2026-03-06T10:00:00.000Z',
          },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Histórico' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Versão v2 entregue');
    expect(items[0]).toHaveTextContent('por Estúdio (estúdio)');
    expect(items[1]).toHaveTextContent('Alteração solicitada');
    expect(items[1]).toHaveTextContent('por Maria (cliente)');
    expect(items[1]).toHaveTextContent('Alteração pedida: Mais azul');
  });

  it("names the client's company beside its people when given (the panel)", () => {
    render(
      <ArtHistory
        company="Embalagens Sol Ltda"
        events={[
          {
            id: 'e3',
            type: 'approved',
            version: 1,
            note: null,
            actor: { id: 'c2', name: 'Ana Qualidade', role: 'client' },
            createdAt: '2026-03-07T10:00:00.000Z',
          },
          {
            id: 'e4',
            type: 'started',
            version: null,
            note: null,
            actor: studio,
            createdAt: '2026-03-07T11:00:00.000Z',
          },
        ]}
      />,
    );
    const items = within(screen.getByRole('region', { name: 'Histórico' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('por Ana Qualidade (Embalagens Sol Ltda)');
    expect(items[1]).toHaveTextContent('por Estúdio (estúdio)');
  });

  it('says when there is nothing yet', () => {
    render(<ArtHistory events={[]} />);
    const section = screen.getByRole('region', { name: 'Histórico' });
    expect(section).toHaveTextContent('Nenhum evento registrado.');
    expect(within(section).queryByRole('list')).toBeNull();
  });
});
