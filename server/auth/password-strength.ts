// The password strength rule (docs/product/accounts.md): 12–128 characters (common/auth-schemas.ts)
// AND not easy to guess, estimated by zxcvbn-ts against common passwords, pt-BR words and names,
// keyboard patterns, repeats, sequences, dates, and the account's own e-mail and company name.
// Server-only: the dictionaries never reach the browser bundle. Estimation runs on a worker thread.
import { Worker } from 'node:worker_threads';

/** zxcvbn's score (0–4) a password needs: 3 means about 10^8 guesses or more. */
export const PASSWORD_MIN_SCORE = 3;
export const WEAK_PASSWORD_CODE = 'WEAK_PASSWORD';

/** Why a password is easy to guess, by zxcvbn's warning key; our own short pt-BR sentences. */
const REASONS: Record<string, string> = {
  straightRow: 'Sequências do teclado (como "qwerty") são fáceis de adivinhar.',
  keyPattern: 'Sequências do teclado (como "qwerty") são fáceis de adivinhar.',
  simpleRepeat: 'Repetições (como "aaaa") são fáceis de adivinhar.',
  extendedRepeat: 'Repetições (como "abcabc") são fáceis de adivinhar.',
  sequences: 'Sequências (como "abcd" ou "1234") são fáceis de adivinhar.',
  recentYears: 'Anos e datas são fáceis de adivinhar.',
  dates: 'Anos e datas são fáceis de adivinhar.',
  topTen: 'Esta senha está entre as mais usadas.',
  topHundred: 'Esta senha está entre as mais usadas.',
  common: 'Esta senha está entre as mais usadas.',
  similarToCommon: 'Esta senha é parecida com senhas muito usadas.',
  pwned: 'Esta senha já apareceu em vazamentos de dados.',
  wordByItself: 'Palavras comuns sozinhas são fáceis de adivinhar.',
  namesByThemselves: 'Nomes e sobrenomes sozinhos são fáceis de adivinhar.',
  commonNames: 'Nomes e sobrenomes comuns são fáceis de adivinhar.',
  userInputs: 'A senha não deve conter o seu e-mail nem o nome da empresa.',
};

/** The pt-BR message for a password refused as weak, saying why when zxcvbn tells. */
export function weakPasswordMessage(warning: string | null): string {
  const reason = (warning && REASONS[warning]) ?? 'Ela é fácil de adivinhar.';
  return `Senha fraca: ${reason} Use, por exemplo, três ou quatro palavras pouco comuns.`;
}

/** Lower case without accents: 'São João' → 'sao joao'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Runs of consecutive words joined as people type them: 'saojoao', 'sao joao', 'sao-joao'… */
const JOINERS = ['', ' ', '-', '.', '_'];
/** Longer runs than this are not joined (a 120-character name has at most a few dozen words). */
const MAX_RUN = 6;

/**
 * The forms of one thing the account is known by (its e-mail, its company name): the whole text in
 * lower case with and without accents, each word of 3 letters or more, and every run of up to 6
 * consecutive words joined with nothing, a space, '-', '.' or '_'. zxcvbn matches these inside a
 * password, so 'Embalagens São João', 'embalagenssaojoao' or 'embalagens-sao-joao' count as the
 * company name 'Embalagens São João Ltda' and are refused.
 */
function formsOf(text: string | null | undefined): string[] {
  const lower = text?.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!lower) return [];
  const forms = new Set<string>();
  for (const whole of new Set([lower, foldText(lower)])) {
    forms.add(whole);
    const words = whole.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    for (let start = 0; start < words.length; start++) {
      const word = words[start]!;
      if (word.length >= 3) forms.add(word);
      for (let end = start + 2; end <= Math.min(words.length, start + MAX_RUN); end++) {
        const run = words.slice(start, end);
        for (const joiner of JOINERS) forms.add(run.join(joiner));
      }
    }
  }
  return [...forms];
}

/** What the account is known by: a password containing these is easy to guess for it. */
export function userInputsOf(account: { email?: string | null; name?: string | null }): string[] {
  // The company name first: zxcvbn ranks earlier words as likelier.
  const known = new Set([...formsOf(account.name), ...formsOf(account.email)]);
  return [...known, 'estudio', 'flexo', 'flexografia', 'embalagem', 'embalagens'];
}

interface Estimate {
  score: number;
  warning: string | null;
}

type Pending = { resolve: (estimate: Estimate) => void; reject: (error: Error) => void };

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let nextId = 1;

/** One worker per process, started on first use. */
function estimator(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./password-strength.worker.mjs', import.meta.url), {
    // Plain JavaScript: it needs no TypeScript loader.
    execArgv: [],
  });
  started.on('message', (message: Estimate & { id: number; error?: string }) => {
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (pending.size === 0) started.unref();
    if (!waiting) return;
    if (message.error) waiting.reject(new Error(message.error));
    else waiting.resolve({ score: message.score, warning: message.warning });
  });
  const fail = (error: Error) => {
    // A broken worker fails what it was asked and is replaced on the next check.
    worker = undefined;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`password strength worker exited (${code})`)));
  worker = started;
  return started;
}

export function estimatePassword(password: string, userInputs: string[]): Promise<Estimate> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    const target = estimator();
    // Held while an answer is awaited (a script would otherwise exit mid-check), released when
    // idle so that an idle worker never keeps the process alive.
    target.ref();
    target.postMessage({ id, password, userInputs });
  });
}

/** How hard the password is to guess for this account: zxcvbn's score and, below the bar, why. */
export async function ratePassword(
  password: string,
  account: { email?: string | null; name?: string | null },
): Promise<{ score: number; weakness: string | null }> {
  const { score, warning } = await estimatePassword(password, userInputsOf(account));
  return {
    score,
    weakness: score >= PASSWORD_MIN_SCORE ? null : weakPasswordMessage(warning),
  };
}

/** null when the password is strong enough for this account, else the pt-BR reason. */
export async function passwordWeakness(
  password: string,
  account: { email?: string | null; name?: string | null },
): Promise<string | null> {
  return (await ratePassword(password, account)).weakness;
}
