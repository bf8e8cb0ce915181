// Every API address in one place, used by the SPA's fetchers and the server's tests.
export const apiRoutes = {
  me: '/api/me',
  contact: '/api/contact',
  /** Real-user speed: one page view's report (navigator.sendBeacon). */
  rum: '/api/rum',

  arts: '/api/arts',
  finishedArts: '/api/arts/finished',
  /** The client's last brief's substrate, colours and plate maker, to prefill the next one. */
  briefDefaults: '/api/arts/brief-defaults',
  art: (id: string) => `/api/arts/${id}`,
  approveArt: (id: string) => `/api/arts/${id}/approve`,
  /** The art's newest 'Termo de aprovação' (its client and the studio). */
  approvalTermo: (id: string) => `/api/arts/${id}/approval/termo`,
  /** Public: is a termo authentic and current, by its code or its PDF's SHA-256. */
  verifyApproval: (query: { codigo: string } | { sha256: string }) =>
    `/api/verify?${new URLSearchParams(query).toString()}`,
  requestArtChange: (id: string) => `/api/arts/${id}/change-request`,
  /** Proofing: a version's pins (owner and admins), a pin's replies, resolve, reopen. */
  artComments: (id: string, version?: number) =>
    `/api/arts/${id}/comments${version === undefined ? '' : `?version=${version}`}`,
  artCommentReplies: (id: string, commentId: string) =>
    `/api/arts/${id}/comments/${commentId}/replies`,
  resolveArtComment: (id: string, commentId: string) =>
    `/api/arts/${id}/comments/${commentId}/resolve`,
  reopenArtComment: (id: string, commentId: string) =>
    `/api/arts/${id}/comments/${commentId}/reopen`,
  /** 'Comparar versões': page `page` of version `from` against `to` (CompareResult), its image. */
  artCompare: (id: string, from: number, to: number, page = 1) =>
    `/api/arts/${id}/compare?de=${from}&para=${to}&pagina=${page}`,
  artCompareImage: (id: string, from: number, to: number, page = 1) =>
    `/api/arts/${id}/compare/image?de=${from}&para=${to}&pagina=${page}`,
  downloadFile: (fileId: string) => `/api/files/${fileId}/download`,
  /** A stored file's preview summary (PreviewSummary), its page images and thumbnail (inline). */
  filePreview: (fileId: string) => `/api/files/${fileId}/preview`,
  previewPage: (fileId: string, page: number) => `/api/files/${fileId}/preview/pages/${page}`,
  previewThumbnail: (fileId: string) => `/api/files/${fileId}/preview/thumbnail`,

  /** The signed-in client's personal data (LGPD): one ZIP of everything, and account deletion. */
  /** Payments (docs/product/payments.md): the prices, a new credit charge, one charge. */
  paymentPrices: '/api/payments/prices',
  charges: '/api/charges',
  charge: (id: string) => `/api/charges/${id}`,
  /** An approved art's fee: pay it (a charge to pay), and "is it settled?". */
  payArtFee: (id: string) => `/api/arts/${id}/fee/pay`,
  artFee: (id: string) => `/api/arts/${id}/fee`,
  /** Where a provider's notifications arrive (PAYMENT_PROVIDER's name). */
  paymentWebhook: (provider: string) => `/api/payments/webhook/${provider}`,

  /** The client's statement ('Extrato'): movements, payments, CSV, a payment's receipt (PDF). */
  statement: (page = 1) => `/api/statement?page=${page}`,
  statementPayments: (page = 1) => `/api/statement/payments?page=${page}`,
  statementCsv: '/api/statement/csv',
  chargeReceipt: (id: string) => `/api/charges/${id}/receipt`,
  /** The client's CPF or CNPJ (PUT { taxId }), which a provider may need to take a payment. */
  accountTaxId: '/api/account/tax-id',
  /** Release to the plate maker: the art's release (GET) and 'Enviar para clicheria' (POST). */
  artRelease: (id: string) => `/api/arts/${id}/release`,
  /** The plate maker's link (no account): the package, a file, the ZIP, the receipt. */
  releaseLink: (token: string) => `/api/release-links/${token}`,
  releaseLinkFile: (token: string, key: string) => `/api/release-links/${token}/files/${key}`,
  releaseLinkZip: (token: string) => `/api/release-links/${token}/zip`,
  releaseLinkConfirm: (token: string) => `/api/release-links/${token}/confirm`,

  /** The open company's team ('Equipe'): members, invitations, roles (docs/product/companies.md). */
  team: '/api/team',
  teamInvitations: '/api/team/invitations',
  resendInvitation: (id: string) => `/api/team/invitations/${id}/resend`,
  revokeInvitation: (id: string) => `/api/team/invitations/${id}/revoke`,
  teamMember: (id: string) => `/api/team/members/${id}`,
  /** An invitation as its link's page shows it, and 'Aceitar' (signed in as its e-mail). */
  invitation: (id: string) => `/api/invitations/${id}`,
  acceptInvitation: (id: string) => `/api/invitations/${id}/accept`,

  accountExport: '/api/account/export',
  accountDelete: '/api/account/delete',
  /** Rates a new password for the signed-in account (PasswordStrength), before 'Alterar senha'. */
  accountPasswordStrength: '/api/account/password-strength',

  admin: {
    arts: '/api/admin/arts',
    finishedArts: '/api/admin/arts/finished',
    art: (id: string) => `/api/admin/arts/${id}`,
    startArt: (id: string) => `/api/admin/arts/${id}/start`,
    /** 'Enviar': the file as a draft of the next version (DeliveryDraft), its pre-flight queued. */
    deliveryDrafts: (id: string) => `/api/admin/arts/${id}/delivery-drafts`,
    deliveryDraft: (id: string, draftId: string) =>
      `/api/admin/arts/${id}/delivery-drafts/${draftId}`,
    /** 'Confirmar envio': a draft becomes the next version (JSON { draftId, note }). */
    deliverArt: (id: string) => `/api/admin/arts/${id}/deliver`,
    /** Withdraws the version awaiting approval (JSON { version, reason }). */
    withdrawArt: (id: string) => `/api/admin/arts/${id}/withdraw`,
    /** The art's 3D-mockup settings (JSON { enabled, shape, diameterMm, depthMm }). */
    artMockup: (id: string) => `/api/admin/arts/${id}/mockup`,
    clients: '/api/admin/clients',
    client: (id: string) => `/api/admin/clients/${id}`,
    clientLedger: (id: string) => `/api/admin/clients/${id}/ledger`,
    clientArts: (id: string) => `/api/admin/clients/${id}/arts`,
    grantCredits: (id: string) => `/api/admin/clients/${id}/credits`,
    deactivateClient: (id: string) => `/api/admin/clients/${id}/deactivate`,
    reactivateClient: (id: string) => `/api/admin/clients/${id}/reactivate`,
    /** The client's admin audit trail (Page<AdminAuditEntry>), newest first. */
    clientAudit: (id: string) => `/api/admin/clients/${id}/audit`,
    clientTeam: (id: string) => `/api/admin/clients/${id}/team`,
    messages: '/api/admin/messages',
    readMessage: (id: string) => `/api/admin/messages/${id}/read`,
    preflightSettings: '/api/admin/preflight/settings',
    /** The studio's delivery promise in business days ('Prazo de entrega'). */
    turnaround: '/api/admin/settings/turnaround',
    /** 'Preços e pagamentos': prices, packages, the approval fee, the Pix details. */
    paymentSettings: '/api/admin/settings/payments',
    /** 'Pagamentos': Page of AdminChargeRow with monthly totals; the studio's actions. */
    charges: '/api/admin/charges',
    confirmCharge: (id: string) => `/api/admin/charges/${id}/confirm`,
    refundCharge: (id: string) => `/api/admin/charges/${id}/refund`,
    waiveCharge: (id: string) => `/api/admin/charges/${id}/waive`,
    /** Revokes a plate maker's release link. */
    revokeRelease: (id: string) => `/api/admin/releases/${id}/revoke`,
    /** The mail outbox ('E-mails'): Page<AdminMailRow>, optionally `?state=failed`. */
    mails: '/api/admin/mails',
    resendMail: (id: string) => `/api/admin/mails/${id}/resend`,
    /** A stored file's full pre-flight report (PreflightReport). */
    preflightReport: (fileId: string) => `/api/admin/files/${fileId}/preflight`,
    acceptPreflightWarning: (fileId: string) => `/api/admin/files/${fileId}/preflight/accept`,
    /** 'Velocidade real': each page's p75 over the last 28 days (RealUserSpeed). */
    realUserSpeed: '/api/admin/real-user-speed',
    /** 'Indicadores': the studio's numbers for a period, optionally one client (Indicators). */
    indicators: '/api/admin/indicators',
  },
} as const;
