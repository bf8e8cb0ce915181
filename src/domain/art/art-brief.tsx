// An art's brief as a definition list, whichever its service (docs/product/services.md): a flexo
// brief's piece, size, substrate, colours, spot colours, EAN, plate maker and the die-line with
// its download link; another service's facts as common/brief-labels.ts words them. Shared by the
// studio's art page and the client's; an art requested before the brief existed says so instead.
import type { ReactNode } from 'react';
import { briefRows, PIECE_TYPES, SUBSTRATES } from '../../../common/brief-labels';
import { formatNumber } from '../../../common/format';
import type { ApiSchemas } from '../../lib/api';

type ArtBriefInfo = NonNullable<ApiSchemas['ArtDetail']['brief']>;
type FlexoBrief = ApiSchemas['FlexoBrief'];
type FileInfo = ApiSchemas['FileInfo'];

/** '120 × 80 × 40 mm' (the depth only when the piece has one). */
function formatBriefSize(brief: Pick<FlexoBrief, 'widthMm' | 'heightMm' | 'depthMm'>) {
  const sides = [brief.widthMm, brief.heightMm, brief.depthMm].filter(
    (side): side is number => side !== undefined,
  );
  return `${sides.map((side) => formatNumber(side, { maximumFractionDigits: 2 })).join(' × ')} mm`;
}

export function ArtBrief(props: {
  brief: ArtBriefInfo | null;
  dieLine: FileInfo | null;
  /** The heading's level in the page (default h2). */
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const { brief, dieLine } = props;
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section className={props.className ?? 'mb-4'} aria-labelledby="art-brief-heading">
      <Heading className={Heading === 'h3' ? 'h5' : 'h4'} id="art-brief-heading">
        Dados técnicos
      </Heading>
      {brief === null ? (
        <p>Esta arte foi solicitada sem os dados técnicos da peça.</p>
      ) : brief.service !== 'flexo' ? (
        <dl className="row mb-0">
          {briefRows(brief).map(([term, value]) => (
            <Item key={term} term={term}>
              {value}
            </Item>
          ))}
          {dieLine && (
            <Item term="Faca (arquivo de corte)">
              <a href={dieLine.downloadUrl} download={dieLine.originalName}>
                Baixar faca
              </a>
            </Item>
          )}
        </dl>
      ) : (
        <dl className="row mb-0">
          <Item term="Tipo de peça">{PIECE_TYPES[brief.pieceType]}</Item>
          <Item
            term={
              brief.depthMm === undefined ? 'Largura × altura' : 'Largura × altura × profundidade'
            }
          >
            {formatBriefSize(brief)}
          </Item>
          <Item term="Substrato">{SUBSTRATES[brief.substrate]}</Item>
          <Item term="Número de cores">{brief.colorCount}</Item>
          <Item term="Cores especiais">
            {brief.spotColors.length === 0 ? (
              'Nenhuma'
            ) : (
              <ul className="list-unstyled mb-0">
                {brief.spotColors.map((color, index) => (
                  <li key={index}>{color}</li>
                ))}
              </ul>
            )}
          </Item>
          <Item term="Código EAN-13">{brief.ean ?? 'Não informado'}</Item>
          <Item term="Clicherista/gráfica">{brief.plateMaker ?? 'Não informado'}</Item>
          <Item term="Faca (arquivo de corte)">
            {dieLine ? (
              <>
                <a href={dieLine.downloadUrl} download={dieLine.originalName}>
                  Baixar faca
                </a>{' '}
                <span className="text-body-secondary small text-break">{dieLine.originalName}</span>
              </>
            ) : (
              'Não enviada'
            )}
          </Item>
        </dl>
      )}
    </section>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-4 col-lg-3">{term}</dt>
      <dd className="col-sm-8 col-lg-9">{children}</dd>
    </>
  );
}
