// Every API address in one place, used by the SPA's fetchers and the server's tests.
export const apiRoutes = {
  me: '/api/me',
  contact: '/api/contact',

  arts: '/api/arts',
  finishedArts: '/api/arts/finished',
  art: (id: string) => `/api/arts/${id}`,
  approveArt: (id: string) => `/api/arts/${id}/approve`,
  requestArtChange: (id: string) => `/api/arts/${id}/change-request`,
  downloadFile: (fileId: string) => `/api/files/${fileId}/download`,

  /** The signed-in client's personal data (LGPD): one ZIP of everything, and account deletion. */
  accountExport: '/api/account/export',
  accountDelete: '/api/account/delete',

  admin: {
    arts: '/api/admin/arts',
    finishedArts: '/api/admin/arts/finished',
    art: (id: string) => `/api/admin/arts/${id}`,
    startArt: (id: string) => `/api/admin/arts/${id}/start`,
    deliverArt: (id: string) => `/api/admin/arts/${id}/deliver`,
    clients: '/api/admin/clients',
    client: (id: string) => `/api/admin/clients/${id}`,
    clientLedger: (id: string) => `/api/admin/clients/${id}/ledger`,
    clientArts: (id: string) => `/api/admin/clients/${id}/arts`,
    grantCredits: (id: string) => `/api/admin/clients/${id}/credits`,
    deactivateClient: (id: string) => `/api/admin/clients/${id}/deactivate`,
    reactivateClient: (id: string) => `/api/admin/clients/${id}/reactivate`,
    /** The client's admin audit trail (Page<AdminAuditEntry>), newest first. */
    clientAudit: (id: string) => `/api/admin/clients/${id}/audit`,
    messages: '/api/admin/messages',
    readMessage: (id: string) => `/api/admin/messages/${id}/read`,
  },
} as const;
