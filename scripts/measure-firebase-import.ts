// `npx tsx scripts/measure-firebase-import.ts [--users 10000] [--arts 100000] [--gb 1]`: generates
// a Firebase export of that size in a temporary folder (Auth export, hash parameters, Firestore
// export, a bucket copy holding that many bytes of files), runs `npm run import:firebase` on it in
// a child process against a fresh database (embedded PGlite; with DATABASE_URL, that PostgreSQL,
// which should be empty) and reports the import's wall time and its memory: peak RSS, and RSS as
// the files stream (it should stay flat). Everything is deleted afterwards unless --keep.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { firebaseScryptHash } from '../server/auth/firebase-scrypt';
import {
  FIXTURE_HASH_PARAMS,
  downloadUrl,
  firestoreTimestamp,
  importCommandArgs,
  samplePdf,
} from '../server/import/firebase-samples';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    arts: { type: 'string', default: '100000' },
    gb: { type: 'string', default: '1' },
    keep: { type: 'boolean', default: false },
  },
});
const USERS = Number(values.users);
const ARTS = Number(values.arts);
const BYTES = Number(values.gb) * 1024 ** 3;
/** One art in five is finished and has a final file; 80% of the bytes are client attachments. */
const FINISHED_EVERY = 5;

const dir = mkdtempSync(path.join(tmpdir(), 'firebase-measure-'));
const storage = path.join(dir, 'storage');
const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;

async function generate() {
  const started = Date.now();
  // One password for everybody: generating 10,000 distinct scrypt hashes would take ~20 minutes,
  // and the import never verifies them (sign-in does).
  const salt = randomBytes(12).toString('base64');
  const passwordHash = await firebaseScryptHash('senha-antiga-123', {
    ...FIXTURE_HASH_PARAMS,
    salt,
  });
  const authUsers = [];
  const users: Record<string, unknown> = {};
  for (let u = 0; u < USERS; u++) {
    const uid = `uid${String(u).padStart(6, '0')}`;
    authUsers.push({
      localId: uid,
      email: `cliente${u}@exemplo.com.br`,
      emailVerified: true,
      passwordHash,
      salt,
      displayName: `Cliente ${u}`,
      createdAt: String(Date.UTC(2023, 0, 1) + u * 60_000),
      disabled: u % 500 === 0,
    });
    users[uid] = {
      name: `Embalagens Cliente ${u} Ltda`,
      email: `cliente${u}@exemplo.com.br`,
      credit: u % 2 === 0 ? u % 7 : String(u % 7),
      uid,
      __collections__: {},
    };
  }
  await writeFile(path.join(dir, 'users.json'), JSON.stringify({ users: authUsers }));
  await writeFile(
    path.join(dir, 'hash.json'),
    JSON.stringify({
      algorithm: 'SCRYPT',
      base64_signer_key: FIXTURE_HASH_PARAMS.signerKey,
      base64_salt_separator: FIXTURE_HASH_PARAMS.saltSeparator,
      rounds: FIXTURE_HASH_PARAMS.rounds,
      mem_cost: FIXTURE_HASH_PARAMS.memCost,
    }),
  );

  const finals = Math.ceil(ARTS / FINISHED_EVERY);
  const attachment = samplePdf(Math.floor((BYTES * 0.8) / ARTS));
  const final = samplePdf(Math.floor((BYTES * 0.2) / finals));
  const artes: Record<string, unknown> = {};
  const writes: { file: string; content: Buffer }[] = [];
  for (let a = 0; a < ARTS; a++) {
    const uid = `uid${String(a % USERS).padStart(6, '0')}`;
    const finished = a % FINISHED_EVERY === 0;
    const attachmentPath = `uploads/${uid}/briefing-${a}.pdf`;
    const finalPath = `uploads/${uid}/final-${a}.pdf`;
    writes.push({ file: attachmentPath, content: attachment });
    if (finished) writes.push({ file: finalPath, content: final });
    artes[`doc${String(a).padStart(7, '0')}`] = {
      uid,
      nomeArte: `Rótulo ${Math.floor(a / USERS)}`,
      briefing: 'Rótulo em quatro cores, faca especial, fundo branco.',
      arquivoUrl: downloadUrl(attachmentPath),
      arquivoFinalUrl: finished ? downloadUrl(finalPath) : '',
      date: firestoreTimestamp(new Date(Date.UTC(2024, 0, 1) + a * 60_000)),
      status: finished ? 'Finalizado' : a % 3 === 0 ? 'Em andamento' : 'Solicitado',
      cliente: `Embalagens Cliente ${a % USERS} Ltda`,
      __collections__: {},
    };
  }
  await writeFile(
    path.join(dir, 'firestore-export.json'),
    JSON.stringify({ __collections__: { users, artes } }),
  );
  for (let u = 0; u < USERS; u++) {
    await mkdir(path.join(storage, 'uploads', `uid${String(u).padStart(6, '0')}`), {
      recursive: true,
    });
  }
  // Sixteen writes at a time.
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < writes.length) {
        const item = writes[next++]!;
        await writeFile(path.join(storage, item.file), item.content);
      }
    }),
  );
  const total = writes.reduce((sum, item) => sum + item.content.length, 0);
  console.log(
    `Gerado em ${((Date.now() - started) / 1000).toFixed(1)} s: ${USERS} usuários, ${ARTS} artes, ` +
      `${writes.length} arquivos (${mb(total)}) em ${dir}`,
  );
}

function readRss(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
  } catch {
    return null;
  }
}

async function runImport() {
  // Driven by the real environment only (DATABASE_URL for PostgreSQL): never a .env file.
  const env = {
    ...process.env,
    ENV_FILE: 'off',
    DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: 'warn',
  };
  const started = Date.now();
  const child = spawn(
    process.execPath,
    importCommandArgs(
      {
        auth: path.join(dir, 'users.json'),
        hashConfig: path.join(dir, 'hash.json'),
        firestore: path.join(dir, 'firestore-export.json'),
        storage,
      },
      path.join(dir, 'report.json'),
    ),
    { cwd: fileURLToPath(new URL('..', import.meta.url)), env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let peak = 0;
  let filesStartedAt: number | null = null;
  const byPercent = new Map<number, number>();
  let lastPercent = -1;
  const sample = setInterval(() => {
    const rss = readRss(child.pid!);
    if (rss) peak = Math.max(peak, rss.hwm, rss.rss);
  }, 250);
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    for (const match of chunk.toString().matchAll(/Arquivos: (\d+)\/(\d+) \((\d+)%\)/g)) {
      filesStartedAt ??= Date.now();
      const percent = Number(match[3]);
      if (percent !== lastPercent && percent % 10 === 0) {
        const rss = readRss(child.pid!);
        if (rss) byPercent.set(percent, rss.rss);
      }
      lastPercent = percent;
    }
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(sample);
  const seconds = (Date.now() - started) / 1000;
  console.log(stdout.trim());
  console.log(`\nCódigo de saída: ${code}`);
  console.log(`Tempo total da importação: ${seconds.toFixed(1)} s`);
  if (filesStartedAt) {
    console.log(`  (primeiro arquivo após ${((filesStartedAt - started) / 1000).toFixed(1)} s)`);
  }
  console.log(`Pico de memória (RSS): ${mb(peak)}`);
  console.log(
    `RSS durante os arquivos: ${[...byPercent]
      .map(([percent, rss]) => `${percent}% ${mb(rss)}`)
      .join(', ')}`,
  );
}

try {
  await generate();
  await runImport();
} finally {
  if (!values.keep) rmSync(dir, { recursive: true, force: true });
}
