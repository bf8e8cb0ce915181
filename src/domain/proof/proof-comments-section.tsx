// The proof's comments on an art page (proofing pins): the threads of the version on screen and,
// from v2 on, those of the version before it, where the studio answers the pins it was sent.
import { ProofPinThreads } from './proof-pin-threads';

export function ProofCommentsSection({
  artId,
  version,
  previousOnlyOpen = false,
}: {
  artId: string;
  /** The version on screen (the newest by default). */
  version: number;
  /** The panel lists only the previous version's pins still open (its to-do list). */
  previousOnlyOpen?: boolean;
}) {
  return (
    <section className="mb-4" aria-labelledby="proof-comments">
      <h2 className="h4" id="proof-comments">
        Comentários da prova
      </h2>
      <h3 className="h6">Versão v{version}</h3>
      <ProofPinThreads artId={artId} version={version} />
      {version > 1 && (
        <>
          <h3 className="h6 mt-3">
            {previousOnlyOpen
              ? `Pontos abertos da v${version - 1}`
              : `Pontos da v${version - 1} e as respostas do estúdio`}
          </h3>
          <ProofPinThreads artId={artId} version={version - 1} onlyOpen={previousOnlyOpen} />
        </>
      )}
    </section>
  );
}

/**
 * On v(N+1), the pins of vN and what the studio did with them (resolved, replies): the client's
 * answer to the change it asked. The pins of the version on screen are beside its proof
 * (ProofReview).
 */
export function PreviousVersionPins({ artId, version }: { artId: string; version: number }) {
  if (version <= 1) return null;
  return (
    <section className="mb-4" aria-labelledby="proof-previous-pins">
      <h2 className="h4" id="proof-previous-pins">
        Pontos da v{version - 1} e as respostas do estúdio
      </h2>
      <ProofPinThreads artId={artId} version={version - 1} />
    </section>
  );
}
