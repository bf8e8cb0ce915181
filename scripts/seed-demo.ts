// `npm run seed:demo -- --clients N --arts M`: fills the database the server would open
// (DATABASE_URL, or the embedded one under DATA_DIR) with realistic pt-BR demo data — companies,
// their art requests with history, credit statements and contact messages — in batched inserts,
// so 10,000 clients and 100,000 arts take well under a few minutes. `scripts/bench.ts` reuses it.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { fakerPT_BR as faker } from '@faker-js/faker';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PIECES_WITH_DEPTH, type ArtBrief, type FlexoBrief } from '../common/brief';
import {
  COLOR_MODE_KEYS,
  GRAFICA_PRODUCT_KEYS,
  GRAFICA_PRODUCTS,
  GRAFICA_SIZE_PRESETS,
  IDENTITY_START_KEYS,
  LOGO_FORMAT_KEYS,
  PAPER_KEYS,
  PRINT_PROCESS_KEYS,
  PRINT_SIDES_KEYS,
  SUBSTRATE_KEYS,
  type PieceType,
  type Service,
} from '../common/brief-labels';
import { MOCKUP_SHAPE_KEYS, MOCKUP_SHAPES } from '../common/mockup';
import { ART_STATUS, type ArtStatus } from '../common/constants';
import { TURNAROUND_DAYS } from '../common/delivery-promise';
import { addBusinessDays } from '../server/arts/business-hours';
import { hashPassword } from '../server/auth/auth';
import { loadConfig } from '../server/config';
import { loadEnvFile } from '../server/env-file';
import { openDatabase, rowsOf, type Database, type Executor } from '../server/db/client';
import {
  account,
  artEvent,
  artRequest,
  contactMessage,
  creditLedger,
  storedFile,
  user,
} from '../server/db/schema';
import { markAllArtsStale } from '../server/indicators/art-facts.service';
import { createDiskStorage, type FileStorage } from '../server/files/storage';
import { databaseTargetOf } from '../server/runtime';

/** Every demo client signs in with this password (one Argon2 hash, shared: seeding stays fast). */
export const DEMO_PASSWORD = 'demonstracao-estudio-2024';
/** Only the newest delivered arts get a real file on disk; older ones keep their history only. */
const DELIVERED_FILES = 200;
const BATCH = 5000;
const DAY = 24 * 60 * 60 * 1000;

export interface SeedOptions {
  clients: number;
  arts: number;
  /** Deterministic data for the same seed. */
  seed?: number;
  now?: Date;
  /** Where delivered files go; omit to skip delivery files. */
  storage?: FileStorage;
  log?: (message: string) => void;
  /** False: leave each account's company to migration 0037 (its test seeds a database before it). */
  companies?: boolean;
}

export interface SeedResult {
  clients: number;
  arts: number;
  /** E-mail of a demo client with arts, for trying the client area. */
  sampleClientEmail: string;
  ms: number;
}

// ---- realistic pt-BR vocabulary ----------------------------------------------------------------

const COMPANY_KINDS = [
  'Embalagens',
  'Indústria de Embalagens',
  'Papelão',
  'Pizzaria',
  'Laticínios',
  'Café',
  'Distribuidora',
  'Gráfica',
  'Frigorífico',
  'Padaria',
  'Cosméticos',
  'Alimentos',
  'Sorveteria',
  'Bebidas',
  'Hortifruti',
  'Supermercado',
  'Temperos',
  'Doces',
  'Farmácia',
  'Pet Shop',
];
const COMPANY_SUFFIXES = ['Ltda', 'Ltda', 'ME', 'EIRELI', 'S.A.', 'e Filhos', 'Comércio', ''];
const ART_TYPES = [
  'Rótulo',
  'Caixa',
  'Caixa de pizza',
  'Sacola',
  'Etiqueta',
  'Embalagem flexível',
  'Display',
  'Cartucho',
  'Bobina',
  'Saco stand-up',
  'Tampa',
  'Cinta',
];
const PRODUCTS = [
  'Queijo Minas',
  'Café Torrado',
  'Pão de Forma',
  'Biscoito Amanteigado',
  'Requeijão Cremoso',
  'Doce de Leite',
  'Farinha de Mandioca',
  'Açaí',
  'Pizza Calabresa',
  'Mel Silvestre',
  'Granola',
  'Tempero Baiano',
  'Sabonete Erva-doce',
  'Ração Premium',
  'Castanha de Caju',
  'Cocada',
  'Feijão Carioca',
  'Arroz Tipo 1',
  'Suco de Cajá',
  'Água de Coco',
  'Linguiça Artesanal',
  'Sorvete de Tapioca',
  'Chocolate 70%',
  'Pimenta Malagueta',
];
const SIZES = ['250 g', '500 g', '1 kg', '5 kg', '35 cm', '40 cm', '1 L', '2 L', '200 ml', 'A4'];
const COLOURS = [
  'vermelho',
  'azul-marinho',
  'verde-bandeira',
  'amarelo',
  'dourado',
  'preto',
  'branco',
  'laranja',
];
const FINISHES = [
  'verniz localizado',
  'laminação fosca',
  'hot stamping',
  'relevo seco',
  'sem acabamento especial',
];
const SUBSTRATES = [
  'BOPP branco',
  'papel cartão',
  'papelão ondulado',
  'kraft',
  'PEBD',
  'papel couché',
];

function companyName(): string {
  const kind = faker.helpers.arrayElement(COMPANY_KINDS);
  const family = faker.helpers.arrayElement([
    faker.person.lastName(),
    `${faker.person.lastName()} & ${faker.person.lastName()}`,
    faker.location.city(),
    `São ${faker.person.firstName('male')}`,
  ]);
  return [kind, family, faker.helpers.arrayElement(COMPANY_SUFFIXES)].filter(Boolean).join(' ');
}

function artName(): string {
  return `${faker.helpers.arrayElement(ART_TYPES)} ${faker.helpers.arrayElement(PRODUCTS)} ${faker.helpers.arrayElement(SIZES)}`;
}

/** The piece type a demo art's name suggests (its first words), for its flexo brief. */
const PIECE_BY_NAME: [RegExp, PieceType][] = [
  [/^(Caixa|Cartucho|Display)/, 'caixa'],
  [/^(Embalagem flexível|Saco stand-up|Bobina)/, 'flexivel'],
  [/^Sacola/, 'sacola'],
  [/^Etiqueta/, 'etiqueta'],
  [/^Rótulo/, 'rotulo'],
];

/** A plausible brief for a demo art (no die-line file: the seed stores no files for requests). */
function demoBrief(name: string): FlexoBrief {
  const pieceType = PIECE_BY_NAME.find(([pattern]) => pattern.test(name))?.[1] ?? 'outro';
  const colorCount = faker.number.int({ min: 2, max: 8 });
  return {
    service: 'flexo',
    pieceType,
    widthMm: faker.number.int({ min: 40, max: 400 }),
    heightMm: faker.number.int({ min: 40, max: 400 }),
    ...(PIECES_WITH_DEPTH.includes(pieceType)
      ? { depthMm: faker.number.int({ min: 20, max: 150 }) }
      : {}),
    substrate: faker.helpers.arrayElement(SUBSTRATE_KEYS),
    colorCount,
    spotColors: faker.helpers.arrayElements(['PANTONE 485 C', 'PANTONE 186 C', 'PANTONE 7406 C'], {
      min: 0,
      max: Math.min(2, colorCount),
    }),
  };
}

function briefing(name: string): string {
  const colours = faker.helpers.arrayElements(COLOURS, { min: 1, max: 3 }).join(', ');
  return [
    `${name} para impressão flexográfica em ${faker.helpers.arrayElement(SUBSTRATES)}.`,
    `Cores: ${colours} (até ${faker.number.int({ min: 2, max: 6 })} cores, com cor especial Pantone).`,
    `Acabamento: ${faker.helpers.arrayElement(FINISHES)}.`,
    faker.helpers.arrayElement([
      'Usar o logotipo novo em anexo e manter a tabela nutricional da versão anterior.',
      'Incluir código de barras EAN-13, selo de reciclagem e validade.',
      'Seguir o layout da concorrência só como referência de hierarquia, nada de cópia.',
      'Precisamos de mockup 3D para aprovação com o cliente final.',
      'Fechar arquivo com sangria de 3 mm e distorção para o clichê.',
    ]),
  ].join('\n');
}

/**
 * The service of a demo request (docs/product/services.md): mostly flexo, as the studio's work is,
 * and about one in five of the others, so the demo's queue, filter and art pages show them.
 */
function demoService(): Service {
  return faker.number.float({ min: 0, max: 1 }) < 0.8
    ? 'flexo'
    : faker.helpers.arrayElement(['grafica', 'identidade', 'fechamento', 'mockup'] as const);
}

interface DemoRequest {
  name: string;
  briefing: string;
  brief: ArtBrief;
}

/** A request of `service`: its name, briefing and brief (valid for the API's schema). */
function demoRequest(service: Service): DemoRequest {
  const company = faker.helpers.arrayElement(PRODUCTS);
  switch (service) {
    case 'flexo': {
      const name = artName();
      return { name, briefing: briefing(name), brief: demoBrief(name) };
    }
    case 'grafica': {
      const product = faker.helpers.arrayElement(GRAFICA_PRODUCT_KEYS);
      const size = faker.helpers.arrayElement(GRAFICA_SIZE_PRESETS[product]);
      return {
        name: `${GRAFICA_PRODUCTS[product]} ${company}`,
        briefing: `${GRAFICA_PRODUCTS[product]} para a divulgação de ${company}, com logotipo, contatos e QR code.`,
        brief: {
          service,
          product,
          widthMm: size.widthMm,
          heightMm: size.heightMm,
          paper: product === 'banner' ? 'lona' : faker.helpers.arrayElement(PAPER_KEYS),
          sides: faker.helpers.arrayElement(PRINT_SIDES_KEYS),
          quantity: faker.helpers.arrayElement([100, 500, 1000, 5000]),
        },
      };
    }
    case 'identidade': {
      // Vectorising needs the logo attached, which the seed does not store: a new logo here.
      const starting = faker.helpers.arrayElement(
        IDENTITY_START_KEYS.filter((key) => key === 'nada' || key === 'esboco'),
      );
      return {
        name: `Logotipo ${company}`,
        briefing: `Logotipo para a linha ${company}: moderno, legível em embalagens pequenas.`,
        brief: {
          service,
          starting,
          vectorize: false,
          formats: faker.helpers.arrayElements(LOGO_FORMAT_KEYS, { min: 2, max: 4 }),
        },
      };
    }
    case 'fechamento': {
      const printer = `Gráfica ${faker.location.city()}`;
      return {
        name: `Fechamento ${company}`,
        briefing: `Fechar o arquivo de ${company} nas especificações da ${printer}.`,
        brief: {
          service,
          printer,
          process: faker.helpers.arrayElement(PRINT_PROCESS_KEYS),
          widthMm: faker.number.int({ min: 50, max: 600 }),
          heightMm: faker.number.int({ min: 50, max: 600 }),
          bleedMm: faker.helpers.arrayElement([2, 3, 5]),
          colorMode: faker.helpers.arrayElement(COLOR_MODE_KEYS),
        },
      };
    }
    case 'mockup': {
      const shape = faker.helpers.arrayElement(MOCKUP_SHAPE_KEYS);
      return {
        name: `Mockup 3D ${company}`,
        briefing: `${MOCKUP_SHAPES[shape]} de ${company} em 3D, para apresentar ao cliente final.`,
        brief: {
          service,
          shape,
          widthMm: faker.number.int({ min: 60, max: 300 }),
          heightMm: faker.number.int({ min: 60, max: 300 }),
          ...(shape === 'caixa' ? { depthMm: faker.number.int({ min: 20, max: 120 }) } : {}),
        },
      };
    }
  }
}

/** The same folding as the database's generated columns, to keep art names unique per client. */
function fold(value: string): string {
  const from = 'áàâãäåéèêëíìîïóòôõöúùûüçñý';
  const to = 'aaaaaaeeeeiiiiooooouuuucny';
  return [...value.toLowerCase()].map((ch) => to[from.indexOf(ch)] ?? ch).join('');
}

/** A realistic status for an art of this age: recent ones are still with the studio. */
function statusFor(ageDays: number): ArtStatus {
  const r = faker.number.float({ min: 0, max: 1 });
  if (ageDays < 2) return r < 0.6 ? ART_STATUS.requested : ART_STATUS.inProgress;
  if (ageDays < 7) {
    if (r < 0.15) return ART_STATUS.requested;
    if (r < 0.35) return ART_STATUS.inProgress;
    if (r < 0.45) return ART_STATUS.changeRequested;
    return r < 0.75 ? ART_STATUS.finished : ART_STATUS.approved;
  }
  if (r < 0.003) return ART_STATUS.changeRequested;
  if (r < 0.005) return ART_STATUS.inProgress;
  return r < 0.2 ? ART_STATUS.finished : ART_STATUS.approved;
}

/**
 * Inserts rows through one `unnest` of column arrays per chunk: one parameter per column instead
 * of one per value, so neither drizzle's builder nor the server's parser sees 10,000 placeholders.
 * Columns left out of every row keep their defaults (ids, generated columns).
 */
async function bulkInsert<T extends PgTable>(tx: Executor, table: T, rows: T['$inferInsert'][]) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const specs = keys.map((key) => columns[key]!);
  for (let start = 0; start < rows.length; start += BATCH) {
    const chunk = rows.slice(start, start + BATCH) as Record<string, unknown>[];
    const arrays = keys.map((key) =>
      chunk.map((row) => {
        const value = row[key];
        return value instanceof Date ? value.toISOString() : (value ?? null);
      }),
    );
    const names = sql.join(
      specs.map((column) => sql.identifier(column.name)),
      sql`, `,
    );
    const unnested = sql.join(
      specs.map((column, i) => sql`${sql.param(arrays[i])}::${sql.raw(column.getSQLType())}[]`),
      sql`, `,
    );
    await tx.execute(sql`insert into ${table} (${names}) select * from unnest(${unnested})`);
  }
}

// ---- the seed ----------------------------------------------------------------------------------

/**
 * One transaction: the secondary indexes of the big tables are dropped, the rows loaded in
 * batches, and the indexes built again at the end — several times faster than maintaining them
 * row by row (the trigram indexes above all). A failure rolls everything back, indexes included.
 * On PostgreSQL the tables are locked meanwhile: seed a demo database, not a busy one.
 */
export async function seedDemo(db: Database, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const result = await db.transaction(async (tx) => {
    await skipForeignKeyChecks(tx);
    const rebuild = await dropSecondaryIndexes(tx, BULK_TABLES);
    const filled = await fill(tx, options);
    // Each account's own company (migration 0037): its trigger was off with the foreign keys.
    if (options.companies !== false) await tx.execute(sql`select create_own_companies()`);
    // owner_search's trigger was off with the foreign keys: copy the owners' folded names once,
    // before the indexes are built again.
    await tx.execute(sql`
      update art_request a set owner_search = u.search_text from "user" u
      where u.id = a.owner_id and a.owner_search <> u.search_text`);
    await rebuild();
    // 'Indicadores' derives the arts the event trigger would have marked (art-facts.job.ts).
    await markAllArtsStale(tx);
    // The per-status counters' triggers were off with the foreign keys: count once, exactly.
    await tx.execute(sql`
      insert into art_status_count (status, n)
        select status, count(*) from art_request group by status
      on conflict (status) do update set n = excluded.n`);
    // And the clients lists' counters (migration 0041; a migration's test seeds an older schema).
    const [counters] = rowsOf<{ present: boolean }>(
      await tx.execute(sql`select to_regclass('client_list_count') is not null as present`),
    );
    if (counters?.present)
      await tx.execute(sql`
      insert into client_list_count (list, n)
        select case when deleted_at is null then 'active' else 'deactivated' end, count(*)
        from "user" where role = 'client' group by 1
      on conflict (list) do update set n = excluded.n`);
    return filled;
  });
  return { ...result, ms: Math.round(performance.now() - started) };
}

const BULK_TABLES = ['user', 'account', 'art_request', 'art_event', 'credit_ledger'];

/**
 * The generated rows reference only rows generated just before them, so the per-row foreign-key
 * triggers (two or three lookups for every event and statement line) only slow the load down.
 * PostgreSQL lets a superuser (PGlite's only user) turn them off for this transaction; anyone
 * else keeps the checks.
 */
async function skipForeignKeyChecks(tx: Executor) {
  const [row] = rowsOf<{ superuser: string }>(
    await tx.execute(sql`select current_setting('is_superuser') as superuser`),
  );
  if (row?.superuser === 'on') await tx.execute(sql`set local session_replication_role = replica`);
}

/** Drops every index of `tables` that backs no constraint; returns what builds them again. */
async function dropSecondaryIndexes(tx: Executor, tables: string[]) {
  const result = await tx.execute(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema()
      and i.tablename in (${sql.join(
        tables.map((table) => sql`${table}`),
        sql`, `,
      )})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  const indexes = rowsOf<{ name: string; definition: string }>(result);
  for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
  return async () => {
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
  };
}

async function fill(db: Executor, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  faker.seed(options.seed ?? 2024);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const runTag = randomUUID().slice(0, 8); // e-mails stay unique when seeding twice

  // Clients, signed up over the last two years.
  type Client = { id: string; createdAt: Date; arts: number; credit: number };
  const clients: Client[] = [];
  const userRows: (typeof user.$inferInsert)[] = [];
  const accountRows: (typeof account.$inferInsert)[] = [];
  for (let i = 0; i < options.clients; i++) {
    const id = randomUUID();
    const name = companyName();
    const createdAt = new Date(now.getTime() - faker.number.int({ min: 10, max: 730 }) * DAY);
    const credit = faker.helpers.weightedArrayElement([
      { weight: 5, value: 0 },
      { weight: 3, value: faker.number.int({ min: 1, max: 10 }) },
      { weight: 1, value: faker.number.int({ min: 10, max: 60 }) },
    ]);
    const slug = fold(name)
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/^\.|\.$/g, '')
      .slice(0, 40);
    const email = `${slug}.${i}.${runTag}@${faker.helpers.arrayElement(['gmail.com', 'hotmail.com', 'uol.com.br', 'bol.com.br', 'empresa.com.br'])}`;
    clients.push({ id, createdAt, arts: 0, credit });
    userRows.push({ id, name, email, role: 'client', credit, createdAt, updatedAt: createdAt });
    accountRows.push({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
      createdAt,
      updatedAt: createdAt,
    });
  }
  await bulkInsert(db, user, userRows);
  await bulkInsert(db, account, accountRows);
  log(`${clients.length} clientes`);

  // Arts: a few clients order a lot, most order a little (squared uniform → long tail).
  const artRows: (typeof artRequest.$inferInsert)[] = [];
  const eventRows: (typeof artEvent.$inferInsert)[] = [];
  const delivered: { artId: string; ownerId: string; at: Date; name: string }[] = [];
  const namesByOwner = new Map<string, Set<string>>();
  for (let i = 0; i < options.arts && clients.length > 0; i++) {
    const owner =
      clients[Math.floor(clients.length * faker.number.float({ min: 0, max: 1 }) ** 2)]!;
    const taken = namesByOwner.get(owner.id) ?? new Set<string>();
    namesByOwner.set(owner.id, taken);
    const service = demoService();
    let request = demoRequest(service);
    for (let n = 2; taken.has(fold(request.name)); n++) {
      const next = demoRequest(service);
      request = { ...next, name: `${next.name} v${n}` };
    }
    const { name } = request;
    taken.add(fold(name));

    const span = Math.max(1, now.getTime() - owner.createdAt.getTime());
    // Spread evenly over the client's time with the studio: with a promise of 2 business days
    // only the last few days' requests are still open, as in a real queue.
    const createdAt = new Date(now.getTime() - span * faker.number.float({ min: 0, max: 1 }));
    const ageDays = (now.getTime() - createdAt.getTime()) / DAY;
    const status = statusFor(ageDays);
    const id = randomUUID();
    const touched = new Date(Math.min(now.getTime(), createdAt.getTime() + 30 * 3600_000));
    const updatedAt = status === ART_STATUS.requested ? createdAt : touched;
    // A change request restarts the clock.
    const dueAt = addBusinessDays(
      status === ART_STATUS.changeRequested ? touched : createdAt,
      TURNAROUND_DAYS.default,
    );
    artRows.push({
      id,
      ownerId: owner.id,
      name,
      briefing: request.briefing,
      brief: request.brief,
      status,
      dueAt,
      createdAt,
      updatedAt,
    });
    owner.arts += 1;
    const at = (hours: number) =>
      new Date(Math.min(now.getTime(), createdAt.getTime() + hours * 3600_000));
    eventRows.push({ artId: id, type: 'requested', actorId: owner.id, createdAt });
    if (status !== ART_STATUS.requested) {
      // The studio's moves; the actor is set to the first admin below, when there is one.
      eventRows.push({ artId: id, type: 'started', actorId: owner.id, createdAt: at(1) });
    }
    if (status !== ART_STATUS.requested && status !== ART_STATUS.inProgress) {
      delivered.push({ artId: id, ownerId: owner.id, at: at(24), name });
    }
    if (status === ART_STATUS.approved) {
      eventRows.push({ artId: id, type: 'approved', actorId: owner.id, createdAt: touched });
    }
    if (status === ART_STATUS.changeRequested) {
      eventRows.push({
        artId: id,
        type: 'change_requested',
        actorId: owner.id,
        note: 'Aumentar o logotipo e trocar o tom do fundo para um azul mais claro.',
        createdAt: touched,
      });
    }
  }
  await bulkInsert(db, artRequest, artRows);
  log(`${artRows.length} artes`);

  // The studio's moves need an actor: the first admin, or the client where none exists yet.
  const [firstAdmin] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.role, 'admin'))
    .limit(1);
  for (const event of eventRows) {
    if (event.type === 'started' && firstAdmin) event.actorId = firstAdmin.id;
  }

  // Deliveries: a real file for the newest ones (so downloads work), history for all.
  delivered.sort((a, b) => b.at.getTime() - a.at.getTime());
  const fileRows: (typeof storedFile.$inferInsert)[] = [];
  const pdf = Buffer.from(
    '%PDF-1.4\n% arte final de demonstração\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
  );
  for (const [index, art] of delivered.entries()) {
    const actorId = firstAdmin?.id ?? art.ownerId;
    eventRows.push({ artId: art.artId, type: 'delivered', actorId, version: 1, createdAt: art.at });
    if (options.storage && index < DELIVERED_FILES) {
      const storageKey = `uploads/${art.ownerId}/${randomUUID()}`;
      const stored = await options.storage.put(storageKey, Readable.from([pdf]), pdf.length);
      fileRows.push({
        ownerId: art.ownerId,
        artId: art.artId,
        kind: 'delivery',
        version: 1,
        originalName: `${art.name}.pdf`,
        contentType: 'application/pdf',
        size: stored.size,
        sha256: stored.sha256,
        storageKey,
        uploadedBy: actorId,
        createdAt: art.at,
      });
    }
  }
  await bulkInsert(db, artEvent, eventRows);
  await bulkInsert(db, storedFile, fileRows);
  log(`${eventRows.length} eventos, ${fileRows.length} arquivos entregues`);

  // Statements that add up: one grant covering everything spent plus today's balance, then a
  // debit per request. (Grants are all dated at sign-up: the demo ignores the monthly expiry.)
  const ledgerRows: (typeof creditLedger.$inferInsert)[] = [];
  const grantActor = firstAdmin?.id ?? null;
  const artsByOwner = new Map<string, { id: string; createdAt: Date }[]>();
  for (const art of artRows) {
    const list = artsByOwner.get(art.ownerId) ?? [];
    list.push({ id: art.id!, createdAt: art.createdAt! });
    artsByOwner.set(art.ownerId, list);
  }
  for (const client of clients) {
    const granted = client.arts + client.credit;
    if (granted === 0) continue;
    ledgerRows.push({
      userId: client.id,
      kind: 'grant',
      amount: granted,
      balanceAfter: granted,
      note: 'Pacote de créditos (demonstração)',
      actorId: grantActor,
      createdAt: client.createdAt,
    });
    let balance = granted;
    const arts = (artsByOwner.get(client.id) ?? []).sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    );
    for (const art of arts) {
      balance -= 1;
      ledgerRows.push({
        userId: client.id,
        kind: 'debit',
        amount: -1,
        balanceAfter: balance,
        artId: art.id,
        actorId: client.id,
        createdAt: art.createdAt,
      });
    }
  }
  await bulkInsert(db, creditLedger, ledgerRows);
  log(`${ledgerRows.length} lançamentos de créditos`);

  const messages = Array.from({ length: Math.ceil(options.clients / 20) }, () => {
    const person = faker.person.fullName();
    return {
      name: person,
      email: faker.internet.email({ firstName: person.split(' ')[0] }).toLowerCase(),
      message: faker.helpers.arrayElement([
        `Olá! Somos da ${companyName()} e precisamos de rótulos para uma linha nova. Podem passar um orçamento?`,
        'Bom dia, vocês fazem a arte e já enviam o arquivo fechado para a clicheria?',
        'Gostaria de saber o valor do pacote mensal de créditos para umas 20 artes.',
        'Preciso vetorizar nosso logotipo e adaptar para caixa de pizza. Qual o prazo?',
      ]),
      createdAt: new Date(now.getTime() - faker.number.int({ min: 0, max: 180 }) * DAY),
      readAt: faker.datatype.boolean() ? now : null,
    };
  });
  await bulkInsert(db, contactMessage, messages);

  const sample = [...clients].sort((a, b) => b.arts - a.arts)[0];
  const sampleRow = userRows.find((row) => row.id === sample?.id);
  return {
    clients: clients.length,
    arts: artRows.length,
    sampleClientEmail: sampleRow?.email ?? '',
    ms: Math.round(performance.now() - started),
  };
}

// ---- command line ------------------------------------------------------------------------------

async function main() {
  const { values } = parseArgs({
    options: {
      clients: { type: 'string', default: '100' },
      arts: { type: 'string', default: '1000' },
      seed: { type: 'string', default: '2024' },
    },
  });
  const clients = Number(values.clients);
  const arts = Number(values.arts);
  if (!Number.isInteger(clients) || clients < 0 || !Number.isInteger(arts) || arts < 0) {
    console.error('Uso: npm run seed:demo -- --clients N --arts M  (números inteiros ≥ 0)');
    process.exit(1);
  }
  loadEnvFile();
  const config = loadConfig();
  const handle = await openDatabase(databaseTargetOf(config));
  try {
    console.log(`Semeando ${clients} clientes e ${arts} artes (${handle.engine})…`);
    const result = await seedDemo(handle.db, {
      clients,
      arts,
      seed: Number(values.seed),
      storage: createDiskStorage(path.join(config.dataDir, 'files')),
      log: (message) => console.log(`  ${message}`),
    });
    console.log(
      `Pronto em ${(result.ms / 1000).toFixed(1)} s: ${result.clients} clientes, ${result.arts} artes.`,
    );
    if (result.sampleClientEmail) {
      console.log(`Entre como cliente: ${result.sampleClientEmail} / ${DEMO_PASSWORD}`);
    }
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error('Falha ao semear os dados de demonstração:', error);
    process.exit(1);
  });
}
