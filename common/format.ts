// pt-BR dates, always in the studio's time zone so every visitor (and every e-mail) reads the same
// hour.
import { STUDIO_TIME_ZONE } from './constants';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: STUDIO_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "dd/mm/aaaa hh:mm" in America/Bahia. */
export function formatDateTime(value: string | Date): string {
  return dateTime.format(new Date(value)).replace(',', '');
}

const dateOnly = new Intl.DateTimeFormat('pt-BR', {
  timeZone: STUDIO_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** "dd/mm/aaaa" in America/Bahia. */
export function formatDate(value: string | Date): string {
  return dateOnly.format(new Date(value));
}
