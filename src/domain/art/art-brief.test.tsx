// @vitest-environment jsdom
// The brief's definition list: labels in pt-BR, the size with its depth, the die-line's link, the
// optional fields' placeholders, and an art without a brief.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArtBrief } from './art-brief';

const dieLine = {
  id: 'f1',
  originalName: 'faca caixa.pdf',
  size: 1200,
  contentType: 'application/pdf',
  version: null,
  createdAt: '2026-03-05T14:07:00.000Z',
  downloadUrl: '/api/files/f1/download',
};

/** The definition list as term → text. */
function definitions(): Record<string, string> {
  const terms = screen.getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

describe('ArtBrief', () => {
  it('lists a box with its depth, spot colours, EAN, plate maker and die-line link', () => {
    render(
      <ArtBrief
        brief={{
          service: 'flexo',
          pieceType: 'caixa',
          widthMm: 120.5,
          heightMm: 80,
          depthMm: 40,
          substrate: 'papelao',
          colorCount: 4,
          spotColors: ['PANTONE 485 C', 'Ouro'],
          ean: '7891000315507',
          plateMaker: 'Clichês Bahia',
        }}
        dieLine={dieLine}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Dados técnicos' })).toBeInTheDocument();
    expect(definitions()).toEqual({
      'Tipo de peça': 'Caixa/cartucho',
      'Largura × altura × profundidade': '120,5 × 80 × 40 mm',
      Substrato: 'Papelão',
      'Número de cores': '4',
      'Cores especiais': 'PANTONE 485 COuro',
      'Código EAN-13': '7891000315507',
      'Clicherista/gráfica': 'Clichês Bahia',
      'Faca (arquivo de corte)': 'Baixar faca faca caixa.pdf',
    });
    expect(screen.getByRole('link', { name: 'Baixar faca' })).toHaveAttribute(
      'href',
      '/api/files/f1/download',
    );
  });

  it('says what a label left out', () => {
    render(
      <ArtBrief
        brief={{
          service: 'flexo',
          pieceType: 'rotulo',
          widthMm: 100,
          heightMm: 150,
          substrate: 'bopp',
          colorCount: 2,
          spotColors: [],
        }}
        dieLine={null}
      />,
    );
    expect(definitions()).toMatchObject({
      'Largura × altura': '100 × 150 mm',
      'Cores especiais': 'Nenhuma',
      'Código EAN-13': 'Não informado',
      'Clicherista/gráfica': 'Não informado',
      'Faca (arquivo de corte)': 'Não enviada',
    });
  });

  it('still shows an art requested before the brief existed', () => {
    render(<ArtBrief brief={null} dieLine={null} />);
    expect(
      screen.getByText('Esta arte foi solicitada sem os dados técnicos da peça.'),
    ).toBeVisible();
  });
});
