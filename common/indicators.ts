// 'Indicadores' (docs/product/indicators.md): the limits the API and the page share.

/** The longest period asked in one request (a year, leap day included). */
export const INDICATORS_MAX_DAYS = 366;

/** Clients in 'Principais clientes'. */
export const INDICATORS_TOP_CLIENTS = 10;

/** Periods longer than this many days are charted month by month instead of day by day. */
export const INDICATORS_DAILY_MAX_DAYS = 62;
