// @vitest-environment jsdom
// The request dialog: the no-credit variant, field checks, the upload (progress, idempotency key
// kept for a retry and renewed per opening) and the failure messages. The network is replaced
// by a scripted XMLHttpRequest; everything above it is the real code.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlexoBrief } from '../../../../common/brief';
import { SAMPLE_BRIEF, SAMPLE_BRIEFS, SAMPLE_CARD_BRIEF } from '../../../../common/brief-samples';
import type { SuccessBody } from '../../../lib/api';
import { answer, requestUrl } from '../../../test/api-answers';
import { PRICES } from '../../../test/prices';
import { ON_DEMAND } from '../../../test/render-routes';
import { NO_CREDITS_MESSAGE, REQUEST_FAILED_MESSAGE, RequestArtDialog } from './request-art-dialog';

interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  xhr: FakeXhr;
}
let sent: SentRequest[] = [];

/** Just enough XMLHttpRequest for src/lib/upload.ts; each test answers the requests it sent. */
class FakeXhr {
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  send(body: FormData) {
    sent.push({ method: this.method, url: this.url, headers: this.headers, body, xhr: this });
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** The client's last brief, as GET /api/arts/brief-defaults answers (empty unless a test sets it). */
let defaults: SuccessBody<'/api/arts/brief-defaults', 'get'>;

beforeEach(() => {
  sent = [];
  defaults = {
    service: null,
    substrate: null,
    colorCount: null,
    spotColors: [],
    plateMaker: null,
    grafica: null,
    identidade: null,
    fechamento: null,
    mockup: null,
  };
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) =>
      Promise.resolve(
        requestUrl(input).pathname === '/api/arts/brief-defaults'
          ? answer('/api/arts/brief-defaults', 'get', defaults)
          : requestUrl(input).pathname === '/api/payments/prices'
            ? answer('/api/payments/prices', 'get', PRICES)
            : new Response(null, { status: 404 }),
      ),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog(credit: number, onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const utils = render(
    <QueryClientProvider client={client}>
      <RequestArtDialog credit={credit} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { ...utils, onClose, client };
}

/** The dialog of a client with 3 credits, once it shows. */
async function openDialog() {
  const rendered = renderDialog(3);
  return {
    ...rendered,
    dialog: await screen.findByRole('dialog', { name: 'Solicitar nova Arte' }),
  };
}

/** …with its required fields filled (fillForm). */
async function openFilledDialog() {
  const opened = await openDialog();
  await fillForm(opened.dialog);
  return opened;
}

/** The server's answer to the request, typed by the contract. */
const created: SuccessBody<'/api/arts', 'post'> = {
  art: {
    id: 'a1',
    name: 'Caixa 30x30',
    status: 'Solicitado',
    createdAt: '2026-03-05T14:07:00.000Z',
    updatedAt: '2026-03-05T14:07:00.000Z',
  },
  credit: 2,
  dueAt: '2026-03-09T14:07:00.000Z',
  turnaroundDays: 2,
};

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

/** The brief of a label: piece, size, substrate and colours (the required fields). */
async function fillBrief(dialog: HTMLElement) {
  const field = (label: string) => within(dialog).getByLabelText(label);
  await userEvent.selectOptions(field('Tipo de peça'), 'Rótulo');
  await userEvent.type(field('Largura (mm)'), '100');
  await userEvent.type(field('Altura (mm)'), '150');
  await userEvent.selectOptions(field('Substrato'), 'BOPP');
  await userEvent.type(field('Número de cores'), '4');
}

async function fillForm(dialog: HTMLElement, name = 'Caixa 30x30') {
  await userEvent.type(within(dialog).getByLabelText('Nome da arte'), name);
  await fillBrief(dialog);
  await userEvent.type(within(dialog).getByLabelText('Briefing'), 'Duas cores.');
}

/** What the browser sees when the page is about to go: a cancelled beforeunload asks. */
const leaving = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('RequestArtDialog without credits', () => {
  it("says 'Você Está sem créditos!' with the credits link and 'Cancelar'", async () => {
    const { onClose } = renderDialog(0);
    const dialog = await screen.findByRole('dialog', { name: 'Você Está sem créditos!' });
    expect(dialog).toHaveTextContent(NO_CREDITS_MESSAGE);
    const link = within(dialog).getByRole('link', { name: /Solicitar Créditos/ });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/\d+\?text=/));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).queryByLabelText('Nome da arte')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("lists the studio's packages with their prices and offers 'Comprar créditos' beside the WhatsApp link", async () => {
    renderDialog(0);
    const dialog = await screen.findByRole('dialog', { name: 'Você Está sem créditos!' });
    const list = await within(dialog).findByRole('list', { name: 'Pacotes de créditos' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['5 créditos — R$ 50,00', '10 créditos — R$ 90,00 (10% de desconto)']);
    expect(within(dialog).getByRole('button', { name: 'Comprar créditos' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: /Solicitar Créditos/ })).toBeVisible();
  });
});

describe('RequestArtDialog with credits', () => {
  it('says the request uses 1 credit and the balance after it', async () => {
    renderDialog(3);
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar nova Arte' });
    expect(dialog).toHaveTextContent(
      'Este pedido usa 1 crédito. Saldo depois do pedido: 2 créditos.',
    );
  });

  it('checks the fields before sending anything', async () => {
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
    // The form's first check is asynchronous (its resolver): on a busy machine it lands after the
    // click has returned.
    await waitFor(() => expect(dialog).toHaveTextContent('Informe o nome da arte.'), ON_DEMAND);
    expect(dialog).toHaveTextContent('Descreva o briefing da arte.');
    expect(sent).toHaveLength(0);
  });

  it('refuses a file type outside the allowlist and more than 10 files', async () => {
    const { dialog } = await openFilledDialog();
    const input = within(dialog).getByLabelText('Arquivo');
    expect(input).toHaveAttribute('accept', expect.stringContaining('.png'));
    expect(input).toHaveAttribute('multiple');
    const exe = new File(['MZ'], 'programa.exe', { type: 'application/octet-stream' });
    await userEvent.upload(input, exe, { applyAccept: false });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
    expect(dialog).toHaveTextContent('Tipo de arquivo não permitido: programa.exe.');
    await userEvent.upload(input, Array.from({ length: 11 }, png));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
    expect(dialog).toHaveTextContent('Envie no máximo 10 arquivos por solicitação.');
    expect(sent).toHaveLength(0);
  });

  it('sends the fields and files with progress, and shows success', async () => {
    const { dialog } = await openFilledDialog();
    await userEvent.upload(within(dialog).getByLabelText('Arquivo'), [png(), png()]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));

    expect(sent).toHaveLength(1);
    const request = sent[0]!;
    expect(request.method).toBe('POST');
    expect(requestUrl(request.url).pathname).toBe('/api/arts');
    expect(request.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.body.get('name')).toBe('Caixa 30x30');
    expect(request.body.get('briefing')).toBe('Duas cores.');
    expect(request.body.getAll('files')).toHaveLength(2);
    expect(JSON.parse(request.body.get('brief') as string)).toEqual(SAMPLE_BRIEF);
    expect(request.body.get('dieLine')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Enviando…' })).toBeDisabled();

    act(() => request.xhr.progress(50, 100));
    expect(screen.getByRole('progressbar', { name: 'Progresso do envio' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await act(async () => {
      request.xhr.respond(201, created);
    });
    const success = await screen.findByRole('dialog', { name: 'Arte Solicitada com sucesso!' });
    expect(success).toHaveTextContent('Créditos restantes: 2');
    // The promise in the words of the art page and the mails, with the deadline it gave.
    expect(success).toHaveTextContent(
      'Entregamos em até 2 dias úteis: prazo de entrega 09/03/2026 11:07.',
    );
  });

  it("leads with the server's reason when the client can fix it, and retries with the same key", async () => {
    const { dialog } = await openFilledDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
    await act(async () => {
      sent[0]!.xhr.respond(409, {
        error: { code: 'duplicate_name', message: 'Você já tem uma arte com este nome.' },
      });
    });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(/^Você já tem uma arte com este nome\.$/);
    expect(alert).not.toHaveTextContent(REQUEST_FAILED_MESSAGE);

    await userEvent.type(within(dialog).getByLabelText('Nome da arte'), ' v2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.headers['idempotency-key']).toBe(sent[0]!.headers['idempotency-key']);
    await act(async () => {
      sent[1]!.xhr.respond(413, {
        error: { code: 'too_large', message: 'Arquivo maior que o limite de 200 MB.' },
      });
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Arquivo maior que o limite de 200 MB.',
    );
  });

  it('puts the cursor in the field to fix: the first invalid one, or the one the server refused', async () => {
    const { dialog } = await openDialog();
    const name = within(dialog).getByLabelText('Nome da arte');
    await fillBrief(dialog);
    await userEvent.type(within(dialog).getByLabelText('Briefing'), 'Duas cores.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
    await vi.waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await userEvent.type(name, 'Caixa 30x30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
    await act(async () => {
      sent[0]!.xhr.respond(409, {
        error: { code: 'duplicate_name', message: 'Você já tem uma arte com este nome.' },
      });
    });
    await vi.waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(
      expect.stringContaining('Você já tem uma arte com este nome.'),
    );
  });

  it("asks before the page is left or reloaded while the upload runs ('Sair da página?')", async () => {
    const { dialog } = await openFilledDialog();
    await userEvent.upload(within(dialog).getByLabelText('Arquivo'), png());
    expect(leaving()).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
    expect(sent).toHaveLength(1);
    expect(leaving()).toBe(true);
    await act(async () => {
      sent[0]!.xhr.respond(201, created);
    });
    await screen.findByRole('dialog', { name: 'Arte Solicitada com sucesso!' });
    expect(leaving()).toBe(false);
  });

  it('stops asking once an upload failed or was cancelled', async () => {
    const { dialog } = await openFilledDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
    expect(leaving()).toBe(true);
    await act(async () => {
      sent[0]!.xhr.respond(415, {
        error: { code: 'unsupported_type', message: 'Tipo de arquivo não permitido: x.exe.' },
      });
    });
    expect(leaving()).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
    expect(leaving()).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(leaving()).toBe(false);
  });

  it('counts the name’s characters and says when a long paste was cut to 120', async () => {
    const { dialog } = await openDialog();
    const name = within(dialog).getByLabelText('Nome da arte');
    expect(name).toHaveAccessibleDescription('0 de 120 caracteres');
    await userEvent.click(name);
    await userEvent.paste('R'.repeat(500));
    expect(name).toHaveValue('R'.repeat(120));
    expect(name).toHaveAccessibleDescription('120 de 120 caracteres');
    expect(
      within(dialog).getByText('O texto colado tinha 500 caracteres: ficaram só os 120 primeiros.'),
    ).toBeVisible();
  });

  it('keeps the dialog open on Escape while the upload runs', async () => {
    const { onClose, dialog } = await openFilledDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
    expect(sent).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Solicitar nova Arte' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('offers the credits link when the server says there are no credits', async () => {
    renderDialog(1);
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar nova Arte' });
    await fillForm(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
    await act(async () => {
      sent[0]!.xhr.respond(409, { error: { code: 'no_credits', message: NO_CREDITS_MESSAGE } });
    });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(NO_CREDITS_MESSAGE);
    expect(within(alert).getByRole('link', { name: /Solicitar Créditos/ })).toBeInTheDocument();
  });

  it('shows a refused file type as the reason to fix, on the file field, not as a support case', async () => {
    const { dialog } = await openFilledDialog();
    await userEvent.upload(within(dialog).getByLabelText('Arquivo'), png());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
    const reason =
      'O conteúdo de logo.png não corresponde a um tipo permitido (jpg, png, pdf, ai…).';
    await act(async () => {
      sent[0]!.xhr.respond(415, { error: { code: 'unsupported_type', message: reason } });
    });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(reason);
    expect(alert).not.toHaveTextContent('suporte');
    const files = within(dialog).getByLabelText('Arquivo');
    expect(files).toHaveAttribute('aria-invalid', 'true');
    await vi.waitFor(() => expect(files).toHaveFocus());
  });

  it('hides a server error detail meant for the support team', async () => {
    const { dialog } = await openFilledDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
    await act(async () => {
      sent[0]!.xhr.respond(500, { error: { code: 'internal', message: 'Erro inesperado X1.' } });
    });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(REQUEST_FAILED_MESSAGE);
    expect(alert).not.toHaveTextContent('Erro inesperado X1.');
  });

  it('uses a new key for each opening of the dialog', async () => {
    const first = renderDialog(3);
    await fillForm(await screen.findByRole('dialog', { name: 'Solicitar nova Arte' }));
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar' }));
    first.unmount();
    renderDialog(3);
    await fillForm(await screen.findByRole('dialog', { name: 'Solicitar nova Arte' }));
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar' }));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.headers['idempotency-key']).not.toBe(sent[0]!.headers['idempotency-key']);
  });
});

describe('RequestArtDialog: the flexo brief', () => {
  const open = async () => {
    renderDialog(3);
    return screen.findByRole('dialog', { name: 'Solicitar nova Arte' });
  };

  it('asks for the brief between the name and the briefing, with its messages', async () => {
    const dialog = await open();
    const labels = Array.from(dialog.querySelectorAll('label')).map((label) => label.textContent);
    expect(labels.indexOf('Nome da arte')).toBeLessThan(labels.indexOf('Tipo de peça'));
    expect(labels.indexOf('Clicherista/gráfica')).toBeLessThan(labels.indexOf('Briefing'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
    expect(within(dialog).getByLabelText('Tipo de peça')).toHaveAccessibleDescription(
      'Escolha o tipo de peça.',
    );
    expect(within(dialog).getByLabelText('Largura (mm)')).toHaveAccessibleDescription(
      'Informe a largura em milímetros.',
    );
    expect(dialog).toHaveTextContent('Escolha o substrato.');
    expect(dialog).toHaveTextContent('Informe o número de cores.');
    expect(sent).toHaveLength(0);
  });

  it('shows the depth only for boxes and flexible packs', async () => {
    const dialog = await open();
    const piece = within(dialog).getByLabelText('Tipo de peça');
    expect(within(dialog).queryByLabelText('Profundidade/sanfona (mm)')).toBeNull();
    await userEvent.selectOptions(piece, 'Caixa/cartucho');
    expect(within(dialog).getByLabelText('Profundidade/sanfona (mm)')).toBeInTheDocument();
    await userEvent.selectOptions(piece, 'Sacola');
    expect(within(dialog).queryByLabelText('Profundidade/sanfona (mm)')).toBeNull();
    await userEvent.selectOptions(piece, 'Embalagem flexível');
    expect(within(dialog).getByLabelText('Profundidade/sanfona (mm)')).toBeInTheDocument();
  });

  it('adds and removes spot colours, and sends those left', async () => {
    const dialog = await open();
    await fillForm(dialog);
    const add = within(dialog).getByRole('button', { name: 'Adicionar cor especial' });
    await userEvent.click(add);
    await userEvent.type(within(dialog).getByLabelText('Cor especial 1'), 'PANTONE 485 C');
    await userEvent.click(add);
    await userEvent.type(within(dialog).getByLabelText('Cor especial 2'), 'Ouro');
    await userEvent.click(add);
    await userEvent.type(within(dialog).getByLabelText('Cor especial 3'), 'PANTONE 186 C');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover cor especial 2' }));
    expect(within(dialog).queryByLabelText('Cor especial 3')).toBeNull();
    expect(within(dialog).getByLabelText('Cor especial 2')).toHaveValue('PANTONE 186 C');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
    expect(sent).toHaveLength(1);
    expect((JSON.parse(sent[0]!.body.get('brief') as string) as FlexoBrief).spotColors).toEqual([
      'PANTONE 485 C',
      'PANTONE 186 C',
    ]);
  });

  it('names the expected EAN-13 check digit', async () => {
    const dialog = await open();
    await fillForm(dialog);
    const ean = within(dialog).getByLabelText('Código EAN-13');
    await userEvent.type(ean, '7891000315508');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
    await vi.waitFor(() => expect(ean).toHaveAttribute('aria-invalid', 'true'));
    expect(ean).toHaveAccessibleDescription(
      expect.stringContaining('Código EAN-13 inválido: o dígito verificador deveria ser 7'),
    );
    expect(sent).toHaveLength(0);
  });

  it('asks for the die-line of a box and sends it in its own field', async () => {
    const dialog = await open();
    await fillForm(dialog);
    await userEvent.selectOptions(within(dialog).getByLabelText('Tipo de peça'), 'Caixa/cartucho');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
    const dieLine = within(dialog).getByLabelText('Faca (arquivo de corte)');
    expect(dieLine).toHaveAccessibleDescription(
      expect.stringContaining('Envie a faca (arquivo de corte).'),
    );
    expect(sent).toHaveLength(0);
    const faca = new File(['%PDF-1.4'], 'faca.pdf', { type: 'application/pdf' });
    await userEvent.upload(dieLine, faca);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
    expect(sent).toHaveLength(1);
    expect((sent[0]!.body.get('dieLine') as File).name).toBe('faca.pdf');
  });

  it("prefills the press facts of the client's last brief", async () => {
    defaults = {
      ...defaults,
      substrate: 'kraft',
      colorCount: 3,
      spotColors: ['PANTONE 485 C'],
      plateMaker: 'Clichês Bahia',
    };
    const dialog = await open();
    await vi.waitFor(() => expect(within(dialog).getByLabelText('Substrato')).toHaveValue('kraft'));
    expect(within(dialog).getByLabelText('Número de cores')).toHaveValue(3);
    expect(within(dialog).getByLabelText('Cor especial 1')).toHaveValue('PANTONE 485 C');
    expect(within(dialog).getByLabelText('Clicherista/gráfica')).toHaveValue('Clichês Bahia');
  });
});

describe('RequestArtDialog per service', () => {
  const open = async () => {
    renderDialog(3);
    return screen.findByRole('dialog', { name: 'Solicitar nova Arte' });
  };
  const choose = (dialog: HTMLElement, service: string) =>
    userEvent.click(within(dialog).getByRole('radio', { name: service }));
  const submit = (dialog: HTMLElement) =>
    userEvent.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
  const briefSent = () => JSON.parse(sent[0]!.body.get('brief') as string) as unknown;
  const named = async (dialog: HTMLElement) => {
    await userEvent.type(within(dialog).getByLabelText('Nome da arte'), 'Peça');
    await userEvent.type(within(dialog).getByLabelText('Briefing'), 'Texto.');
  };

  it('starts with the choice of service (flexo chosen), then shows only its fields', async () => {
    const dialog = await open();
    expect(within(dialog).getByRole('radio', { name: 'Embalagem (flexografia)' })).toBeChecked();
    expect(within(dialog).getByLabelText('Tipo de peça')).toBeInTheDocument();
    await choose(dialog, 'Gráfica rápida');
    expect(within(dialog).queryByLabelText('Tipo de peça')).toBeNull();
    expect(within(dialog).getByLabelText('Peça')).toBeInTheDocument();
  });

  it('sends a business card from its size preset, paper and sides', async () => {
    const dialog = await open();
    await named(dialog);
    await choose(dialog, 'Gráfica rápida');
    await userEvent.selectOptions(within(dialog).getByLabelText('Peça'), 'Cartão de visita');
    expect(within(dialog).getByLabelText('Largura (mm)')).toHaveValue(90);
    expect(within(dialog).getByLabelText('Altura (mm)')).toHaveValue(50);
    await userEvent.selectOptions(within(dialog).getByLabelText('Papel'), 'Couché fosco');
    await userEvent.type(within(dialog).getByLabelText('Gramatura (g/m²)'), '300');
    await userEvent.selectOptions(within(dialog).getByLabelText('Impressão'), 'Frente e verso');
    await userEvent.type(within(dialog).getByLabelText('Quantidade prevista'), '1000');
    await submit(dialog);
    expect(sent).toHaveLength(1);
    expect(briefSent()).toEqual(SAMPLE_CARD_BRIEF);
  });

  it('asks for the logo to vectorise before sending, then sends the formats', async () => {
    const dialog = await open();
    await named(dialog);
    await choose(dialog, 'Identidade visual / logotipo');
    await userEvent.selectOptions(
      within(dialog).getByLabelText('O que você já tem hoje'),
      'Logotipo em imagem (JPG, PNG)',
    );
    await userEvent.click(within(dialog).getByLabelText('Vetorizar o logotipo que vou anexar'));
    await userEvent.click(within(dialog).getByLabelText('AI (Illustrator)'));
    await userEvent.click(within(dialog).getByLabelText('PNG transparente'));
    await submit(dialog);
    expect(dialog).toHaveTextContent('Anexe o logotipo a vetorizar.');
    expect(sent).toHaveLength(0);
    await userEvent.upload(within(dialog).getByLabelText('Arquivo'), png());
    await submit(dialog);
    expect(sent).toHaveLength(1);
    expect(briefSent()).toEqual(SAMPLE_BRIEFS.identidade);
  });

  it("chooses the client's last service and prefills the printer's specs", async () => {
    const { printer, process, bleedMm, colorMode, minDpi } = SAMPLE_BRIEFS.fechamento;
    defaults = {
      ...defaults,
      service: 'fechamento',
      fechamento: { printer, process, bleedMm, colorMode, minDpi },
    };
    const dialog = await open();
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: 'Fechamento de arquivo' })).toBeChecked(),
    );
    expect(within(dialog).getByLabelText('Gráfica ou clicheria de destino')).toHaveValue(printer);
    await named(dialog);
    await userEvent.type(within(dialog).getByLabelText('Largura (mm)'), '210');
    await userEvent.type(within(dialog).getByLabelText('Altura (mm)'), '297');
    await submit(dialog);
    expect(sent).toHaveLength(1);
    expect(briefSent()).toEqual(SAMPLE_BRIEFS.fechamento);
  });

  it('sends a mockup with its shape, size and the art attached', async () => {
    const dialog = await open();
    await named(dialog);
    await choose(dialog, 'Mockup 3D');
    await userEvent.selectOptions(within(dialog).getByLabelText('Formato'), 'Caixa/cartucho');
    await userEvent.type(within(dialog).getByLabelText('Largura (mm)'), '120');
    await userEvent.type(within(dialog).getByLabelText('Altura (mm)'), '80');
    await userEvent.type(within(dialog).getByLabelText('Profundidade (mm)'), '40');
    await submit(dialog);
    expect(dialog).toHaveTextContent('Anexe a arte que vai no mockup.');
    await userEvent.upload(within(dialog).getByLabelText('Arquivo'), png());
    await submit(dialog);
    expect(sent).toHaveLength(1);
    expect(briefSent()).toEqual(SAMPLE_BRIEFS.mockup);
  });
});
