// The shapes the API answers with for arts, shared by the client's routes and the admin panel's.
// Services return these types; the routes declare these schemas; the SPA's types are generated
// from them (src/lib/api-contract.gen.ts). Dates travel as ISO strings.
import { z } from '@hono/zod-openapi';
import { preflightSummarySchema } from '../preflight/preflight-summary';
import { previewSummarySchema } from '../previews/previews.service';
import {
  COLOR_MODE_KEYS,
  GRAFICA_PRODUCT_KEYS,
  IDENTITY_START_KEYS,
  LOGO_FORMAT_KEYS,
  PAPER_KEYS,
  PIECE_TYPE_KEYS,
  PRINT_PROCESS_KEYS,
  PRINT_SIDES_KEYS,
  SERVICE_KEYS,
  SUBSTRATE_KEYS,
} from '../../common/brief-labels';
import { approvalCheckItemSchema, approvalInfoSchema } from '../approval/approval.schemas';
import { ART_EVENT_TYPES, ART_STATUSES, PROOF_COMMENT_STATES, ROLES } from '../../common/constants';
import { pageSchema } from '../db/paging';
import { APPROVAL_FEE_STATES } from '../../common/payments';
import { MOCKUP_SHAPE_KEYS } from '../../common/mockup';
import { RELEASE_STATES } from '../../common/release';

/** Declared here (release.schemas.ts re-exports it) so the art's shapes need no release module. */
export const releaseStateSchema = z
  .union([z.enum(RELEASE_STATES), z.null()])
  .openapi('ReleaseState', {
    description:
      'Depois da aprovação: aguardando pagamento, liberada, enviada à clicheria, recebida pela clicheria; null antes da aprovação (ou depois de um novo pedido de alteração).',
  });

export const isoDate = z.iso.datetime().openapi({ example: '2026-11-20T13:45:00.000Z' });

export const fileInfoSchema = z
  .strictObject({
    id: z.uuid(),
    originalName: z.string(),
    size: z.number().int(),
    contentType: z.string(),
    /** Delivery version (1, 2 …); null for client attachments. */
    version: z.number().int().nullable(),
    createdAt: isoDate,
    /** GET this to download (owner or admin only). */
    downloadUrl: z.string(),
  })
  .openapi('FileInfo');
export type FileInfo = z.infer<typeof fileInfoSchema>;

export const artEventInfoSchema = z
  .strictObject({
    id: z.uuid(),
    type: z.enum(ART_EVENT_TYPES),
    actor: z.strictObject({ id: z.string(), name: z.string(), role: z.enum(ROLES) }),
    note: z.string().nullable(),
    version: z.number().int().nullable(),
    createdAt: isoDate,
  })
  .openapi('ArtEventInfo');
export type ArtEventInfo = z.infer<typeof artEventInfoSchema>;

/** The flexo brief as stored (common/brief.ts's output): optional keys are absent, not null. */
export const flexoBriefInfoSchema = z
  .strictObject({
    service: z.literal('flexo'),
    pieceType: z.enum(PIECE_TYPE_KEYS),
    widthMm: z.number(),
    heightMm: z.number(),
    /** Boxes and flexible packs only. */
    depthMm: z.number().optional(),
    substrate: z.enum(SUBSTRATE_KEYS),
    /** Colour stations on the press. */
    colorCount: z.number().int(),
    spotColors: z.array(z.string()),
    ean: z.string().optional(),
    plateMaker: z.string().optional(),
  })
  .openapi('FlexoBrief');

/** Quick print: the finished size, paper and sides (docs/product/services.md). */
export const graficaBriefInfoSchema = z
  .strictObject({
    service: z.literal('grafica'),
    product: z.enum(GRAFICA_PRODUCT_KEYS),
    widthMm: z.number(),
    heightMm: z.number(),
    paper: z.enum(PAPER_KEYS),
    paperWeightGsm: z.number().int().optional(),
    sides: z.enum(PRINT_SIDES_KEYS),
    quantity: z.number().int().optional(),
  })
  .openapi('GraficaBrief');

/** A logo: what exists today, whether to vectorise the supplied one, the formats wanted. */
export const identidadeBriefInfoSchema = z
  .strictObject({
    service: z.literal('identidade'),
    starting: z.enum(IDENTITY_START_KEYS),
    vectorize: z.boolean(),
    formats: z.array(z.enum(LOGO_FORMAT_KEYS)),
  })
  .openapi('IdentidadeBrief');

/** The client's own art closed for a printer: that printer's specs. */
export const fechamentoBriefInfoSchema = z
  .strictObject({
    service: z.literal('fechamento'),
    printer: z.string(),
    process: z.enum(PRINT_PROCESS_KEYS),
    widthMm: z.number(),
    heightMm: z.number(),
    bleedMm: z.number(),
    colorMode: z.enum(COLOR_MODE_KEYS),
    minDpi: z.number().int().optional(),
  })
  .openapi('FechamentoBrief');

/** A 3D mockup of an existing art: the solid and its size. */
export const mockupBriefInfoSchema = z
  .strictObject({
    service: z.literal('mockup'),
    shape: z.enum(MOCKUP_SHAPE_KEYS),
    widthMm: z.number(),
    heightMm: z.number(),
    depthMm: z.number().optional(),
  })
  .openapi('MockupBrief');

/** Any service's brief, told apart by `service` (a stored brief without it reads as flexo). */
export const artBriefInfoSchema = z
  .discriminatedUnion('service', [
    flexoBriefInfoSchema,
    graficaBriefInfoSchema,
    identidadeBriefInfoSchema,
    fechamentoBriefInfoSchema,
    mockupBriefInfoSchema,
  ])
  .openapi('ArtBrief');

/** The studio's 3D-mockup settings of an art (common/mockup.ts, docs/product/mockup-3d.md). */
export const mockupSettingsInfoSchema = z
  .strictObject({
    /** False: the client is not shown the mockup (the studio still is). */
    enabled: z.boolean(),
    /** The studio's shape; null: the piece type's. */
    shape: z.enum(MOCKUP_SHAPE_KEYS).nullable(),
    /** A cylinder's diameter; null: the label's width is the circumference. */
    diameterMm: z.number().nullable(),
    /** A box's depth or a bag's or pouch's gusset when the brief lacks it. */
    depthMm: z.number().nullable(),
  })
  .openapi('MockupSettings');

const artSummaryShape = {
  id: z.uuid(),
  name: z.string(),
  status: z.enum(ART_STATUSES),
  createdAt: isoDate,
  updatedAt: isoDate,
};

export const artSummarySchema = z.strictObject(artSummaryShape).openapi('ArtSummary');
export type ArtSummary = z.infer<typeof artSummarySchema>;

/** One delivered version (v1, v2 …) with the studio's note to the client. */
export const artVersionSchema = z
  .strictObject({
    version: z.number().int(),
    /** The delivered file's id (its download, and its previews, hang off it). */
    fileId: z.uuid(),
    deliveredAt: isoDate,
    /** The studio's note for this delivery, plain text; null when it wrote none. */
    note: z.string().nullable(),
    file: fileInfoSchema,
    /**
     * Set when the studio withdrew this version while it awaited approval, with the reason the
     * client was given; null otherwise. A withdrawn version stays in the list.
     */
    withdrawn: z.union([z.strictObject({ at: isoDate, reason: z.string() }), z.null()]),
  })
  .openapi('ArtVersion');
export type ArtVersion = z.infer<typeof artVersionSchema>;

/** A change the client asked for, with the files sent with it. */
export const changeRequestInfoSchema = z
  .strictObject({
    /** The 'change_requested' event's id. */
    id: z.uuid(),
    text: z.string(),
    createdAt: isoDate,
    /** Whether it cost a credit (a change asked after the art was approved). */
    paid: z.boolean(),
    files: z.array(fileInfoSchema),
    /** The proof pins the request carried, in reading order. */
    pins: z.array(
      z.strictObject({
        id: z.uuid(),
        version: z.number().int(),
        number: z.number().int(),
        text: z.string(),
        state: z.enum(PROOF_COMMENT_STATES),
      }),
    ),
  })
  .openapi('ChangeRequestInfo');
export type ChangeRequestInfo = z.infer<typeof changeRequestInfoSchema>;

/** An approved art's fee, as its page shows it and as "is it settled?" answers. */
export const approvalFeeSchema = z
  .strictObject({
    state: z.enum(APPROVAL_FEE_STATES),
    amountCents: z.number().int(),
    /** The charge to pay or that paid it (the newest). */
    chargeId: z.uuid(),
    /** The studio's note on a waiver or a refund. */
    note: z.string().nullable(),
  })
  .openapi('ApprovalFee');
export type ApprovalFee = z.infer<typeof approvalFeeSchema>;

export const artDetailSchema = z
  .strictObject({
    ...artSummaryShape,
    /** When the client asked for the art (the same moment as createdAt). */
    requestedAt: isoDate,
    briefing: z.string(),
    /** The studio's deadline: turnaroundDays business days after the request or the last change. */
    dueAt: isoDate,
    /** The promise dueAt was set with, in business days ('Entregamos em até 2 dias úteis'). */
    turnaroundDays: z.number().int(),
    /** True while the art is with the studio (Solicitado, Em andamento, Alteração) past dueAt. */
    overdue: z.boolean(),
    client: z.strictObject({ id: z.string(), name: z.string(), email: z.string() }),
    /** The references the client sent with the request (not those sent with a change). */
    attachments: z.array(fileInfoSchema),
    /** Every delivered file, oldest first (the versions below are the same files, newest first). */
    deliveries: z.array(fileInfoSchema),
    /** The service's brief; null for arts requested before briefs existed (and imported ones). */
    brief: z.union([artBriefInfoSchema, z.null()]),
    /** The brief's die-line ('Faca'), when one was sent. */
    dieLine: z.union([fileInfoSchema, z.null()]),
    /**
     * The preview of each of the art's files (versions, references, change files), by file id:
     * in the same answer, so the page needs no request per version.
     */
    previews: z.record(z.string(), previewSummarySchema),
    /**
     * The pre-flight summary of each of the art's files that has a report (the versions, PDF
     * references), by file id: polled through this answer while one is pending.
     */
    preflight: z.record(z.string(), preflightSummarySchema),
    /**
     * Every delivered version, newest first, with the studio's note; the newest not withdrawn is
     * the current one (the one awaiting approval while the art is Finalizado).
     */
    versions: z.array(artVersionSchema),
    /** Every change request, newest first, with its files. */
    changeRequests: z.array(changeRequestInfoSchema),
    /** Oldest first. */
    events: z.array(artEventInfoSchema),
    /** The 3D mockup's settings (the defaults until the studio saves some). */
    mockup: mockupSettingsInfoSchema,
    /** The approved art's fee (docs/product/payments.md); null when none was charged. */
    approvalFee: z.union([approvalFeeSchema, z.null()]),
    /** The newest approval with its termo (in force, or voided by a later version); null before. */
    approval: z.union([approvalInfoSchema, z.null()]),
    /** What approving asks the client to confirm, from the brief (docs/product/approval.md). */
    approvalChecklist: z.array(approvalCheckItemSchema),
    /** The pins still open on the current version, listed first in the approval dialog. */
    openPins: z.array(z.strictObject({ number: z.number().int(), text: z.string() })),
    /** Where the art stands after approval (docs/product/release.md); null before approval. */
    releaseState: releaseStateSchema,
  })
  .openapi('ArtDetail');
export type ArtDetail = z.infer<typeof artDetailSchema>;

/**
 * An art in the client's lists, with its current delivered file: the newest not withdrawn (null
 * before the first one).
 */
export const artWithDeliverySchema = z
  .strictObject({
    ...artSummaryShape,
    // Not `fileInfoSchema.nullable()`: that wrapper inherits the name FileInfo and the document
    // would then describe every FileInfo as nullable.
    latestDelivery: z.union([fileInfoSchema, z.null()]),
    /** The newest delivery's preview, for the row's thumbnail; null before any delivery. */
    latestPreview: z.union([previewSummarySchema, z.null()]),
    /** Where the art stands after approval (docs/product/release.md); null before approval. */
    releaseState: releaseStateSchema,
  })
  .openapi('ArtWithDelivery');
export type ArtWithDelivery = z.infer<typeof artWithDeliverySchema>;

/** A client's lists (all their arts, or the delivered ones): one page of ArtWithDelivery. */
export const artWithDeliveryPageSchema = pageSchema(artWithDeliverySchema, 'ArtWithDeliveryPage');

/**
 * What prefills a client's next brief, per service: the service of their last request and, of
 * each service's last brief, the choices that carry over (null before any).
 */
export const briefDefaultsSchema = z
  .strictObject({
    service: z.union([z.enum(SERVICE_KEYS), z.null()]),
    substrate: z.union([z.enum(SUBSTRATE_KEYS), z.null()]),
    colorCount: z.union([z.number().int(), z.null()]),
    spotColors: z.array(z.string()),
    plateMaker: z.union([z.string(), z.null()]),
    grafica: z.union([
      z.strictObject({
        product: z.enum(GRAFICA_PRODUCT_KEYS),
        paper: z.enum(PAPER_KEYS),
        paperWeightGsm: z.union([z.number().int(), z.null()]),
        sides: z.enum(PRINT_SIDES_KEYS),
      }),
      z.null(),
    ]),
    identidade: z.union([z.strictObject({ formats: z.array(z.enum(LOGO_FORMAT_KEYS)) }), z.null()]),
    fechamento: z.union([
      z.strictObject({
        printer: z.string(),
        process: z.enum(PRINT_PROCESS_KEYS),
        bleedMm: z.number(),
        colorMode: z.enum(COLOR_MODE_KEYS),
        minDpi: z.union([z.number().int(), z.null()]),
      }),
      z.null(),
    ]),
    mockup: z.union([z.strictObject({ shape: z.enum(MOCKUP_SHAPE_KEYS) }), z.null()]),
  })
  .openapi('BriefDefaults');
export type BriefDefaults = z.infer<typeof briefDefaultsSchema>;

/** The answer to an art request: the new art (or, for a repeated key, the earlier one). */
export const artRequestResultSchema = z
  .strictObject({
    art: artSummarySchema,
    /** The balance after the debit. */
    credit: z.number().int(),
    /** The deadline the art was given (server/arts/business-hours.ts, addBusinessDays). */
    dueAt: isoDate,
    /** The promise it was given with, in business days (the studio's setting at the request). */
    turnaroundDays: z.number().int(),
  })
  .openapi('ArtRequestResult');
export type ArtRequestResult = z.infer<typeof artRequestResultSchema>;
