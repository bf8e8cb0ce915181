// /verificar: anyone checks a 'Termo de aprovação' (docs/product/approval.md) by the code printed
// on it (the termo's QR code opens /verificar?codigo=…) or by choosing its PDF, whose SHA-256 is
// computed in the browser and compared with the one recorded when the termo was made: a changed
// byte finds nothing. The answer shows no more than the art's name, version, company and date.
// The page is the same for everyone (prerendered); the code in the address is read once hydrated.
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import type { ApiSchemas } from '../../../lib/api';
import { useHydrated } from '../../../lib/use-hydrated';
import { sha256OfFile, useVerifyApproval, type VerifyQuery } from '../api/verify-approval';
import { DateTime } from '../../../components/date-time';

type Verdict = ApiSchemas['ApprovalVerdict'];

export function VerifyPage() {
  const codeId = useId();
  const fileId = useId();
  // What the visitor typed (null: nothing yet, the address's code shows) and last asked for.
  const [typed, setTyped] = useState<string | null>(null);
  const [asked, setAsked] = useState<VerifyQuery | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  // The address's code, read once hydrated: the prerendered page (the same for every code) and
  // the browser's first render agree.
  const [params] = useSearchParams();
  const fromAddress = useHydrated() ? params.get('codigo')?.trim() || null : null;
  const code = typed ?? fromAddress ?? '';
  const query = asked ?? (fromAddress ? { codigo: fromAddress } : null);
  const verdict = useVerifyApproval(query);

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFileProblem(null);
    if (code.trim()) setAsked({ codigo: code.trim() });
  };

  const chooseFile = async (file: File | undefined) => {
    setFileProblem(null);
    if (!file) return;
    const sha256 = await sha256OfFile(file).catch(() => null);
    if (!sha256) {
      setFileProblem('Este navegador não consegue conferir o arquivo. Use o código do termo.');
      return;
    }
    setAsked({ sha256 });
  };

  return (
    <main id="conteudo" className="container py-5" style={{ maxWidth: 720 }}>
      <h1 className="h3 mb-3">Verificar termo de aprovação</h1>
      <p>
        Confira se um termo de aprovação de arte emitido pelo estúdio é autêntico e vigente. Digite
        o código impresso no termo ou escolha o arquivo PDF do termo.
      </p>
      <form noValidate onSubmit={submitCode} className="mb-3">
        <label htmlFor={codeId} className="form-label">
          Código do termo
        </label>
        <div className="d-flex flex-wrap gap-2">
          <input
            id={codeId}
            className="form-control"
            style={{ maxWidth: 280 }}
            placeholder="AP-XXXX-XXXX-XXXX"
            autoComplete="off"
            spellCheck={false}
            value={code}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit">Verificar</Button>
        </div>
      </form>
      <div className="mb-4">
        <label htmlFor={fileId} className="form-label">
          Ou escolha o PDF do termo
        </label>
        <input
          id={fileId}
          type="file"
          accept="application/pdf,.pdf"
          className="form-control"
          onChange={(event) => void chooseFile(event.target.files?.[0])}
        />
        <div className="form-text">O arquivo é conferido no seu navegador; ele não é enviado.</div>
      </div>
      <div aria-live="polite">
        {fileProblem && <Alert variant="warning">{fileProblem}</Alert>}
        {query && verdict.isPending && <p role="status">Verificando…</p>}
        {verdict.isError && (
          <Alert variant="danger" role="alert">
            {verdict.error.message}
          </Alert>
        )}
        {verdict.data && (
          <VerdictView verdict={verdict.data} byFile={query !== null && 'sha256' in query} />
        )}
      </div>
    </main>
  );
}

function VerdictView({ verdict, byFile }: { verdict: Verdict; byFile: boolean }) {
  if (verdict.status === 'not_found') {
    return (
      <Alert variant="danger" role="status">
        <p className="fw-semibold mb-1">Termo não encontrado.</p>
        <p className="mb-0">
          {byFile
            ? 'Este arquivo não é um termo emitido pelo estúdio, ou foi alterado depois de emitido.'
            : 'Nenhum termo tem este código. Confira o código impresso no termo.'}
        </p>
      </Alert>
    );
  }
  const replaced = verdict.status === 'replaced';
  return (
    <Alert variant={replaced ? 'warning' : 'success'} role="status">
      <p className="fw-semibold mb-2">
        {replaced
          ? `Termo autêntico, mas substituído pela v${verdict.replacedByVersion}: esta aprovação não vale mais.`
          : 'Termo autêntico e vigente.'}
      </p>
      <dl className="row mb-0">
        <dt className="col-sm-4">Arte</dt>
        <dd className="col-sm-8 text-break">{verdict.artName}</dd>
        <dt className="col-sm-4">Versão</dt>
        <dd className="col-sm-8">{verdict.version === null ? '—' : `v${verdict.version}`}</dd>
        <dt className="col-sm-4">Empresa</dt>
        <dd className="col-sm-8 text-break">{verdict.company}</dd>
        <dt className="col-sm-4">Aprovada em</dt>
        <dd className="col-sm-8">
          {verdict.approvedAt && <DateTime value={verdict.approvedAt} />}
        </dd>
      </dl>
    </Alert>
  );
}
