// What the panel shows instead of an erased account's e-mail (the server answers '' for it: its
// placeholder address holds the account's id and is never shown; docs/product/accounts.md).
export const ERASED_EMAIL_TEXT = 'E-mail apagado (conta excluída)';
