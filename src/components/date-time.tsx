// A moment as the site writes it (formatDateTime: day, month, year and time, in Bahia), in a
// <time> element that carries the exact instant for machines and assistive technology.
import { formatDateTime } from '../../common/format';

export function DateTime({ value }: { value: string }) {
  return <time dateTime={value}>{formatDateTime(value)}</time>;
}
