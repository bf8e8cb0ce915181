// Password strength estimation (zxcvbn-ts with its common and pt-BR dictionaries) on a worker
// thread: one estimate can take a few hundred milliseconds of CPU, which must not stall the
// server's event loop, and the dictionaries (several MB) stay out of the main heap. Plain
// JavaScript so that it loads without a TypeScript loader. The rule itself is in
// password-strength.ts; this only answers { id, score, warning } for { id, password, userInputs }.
import { parentPort } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as ptBr from '@zxcvbn-ts/language-pt-br';

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...ptBr.dictionary },
  graphs: common.adjacencyGraphs,
  // No translations: feedback comes back as keys, which password-strength.ts words in pt-BR.
  // Only the first 64 characters are estimated: the cost grows fast with length, and a password
  // whose first 64 characters are hard to guess is hard to guess.
  maxLength: 64,
});

parentPort?.on('message', ({ id, password, userInputs }) => {
  try {
    const result = zxcvbn.check(password, userInputs);
    parentPort?.postMessage({ id, score: result.score, warning: result.feedback.warning ?? null });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
