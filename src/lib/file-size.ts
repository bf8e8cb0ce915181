// File sizes as a person reads them, in pt-BR ("2,4 MB").
import { formatNumber } from '../../common/format';

const units = ['bytes', 'KB', 'MB', 'GB'] as const;

export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${formatNumber(value, { maximumFractionDigits: digits })} ${units[unit]}`;
}
