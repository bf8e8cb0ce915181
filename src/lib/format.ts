// pt-BR formatting, always in the studio's time zone so every visitor reads the same hour.
import { STUDIO_TIME_ZONE } from '../../common/constants';

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
