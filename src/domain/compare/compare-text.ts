// The words of 'Comparar versões' (compare-versions.tsx), shared with its tests.
import { formatNumber } from '../../../common/format';

export const COMPARE_MODES = ['Lado a lado', 'Sobrepor', 'Diferenças'] as const;
export type CompareMode = (typeof COMPARE_MODES)[number];
export const COMPARE_PENDING_TEXT = 'Gerando a comparação…';
export const PAGE_PENDING_TEXT = 'Gerando pré-visualização…';

/** '14,2 % da área mudou' (a tiny change is not rounded away to 0). */
export function changedAreaText(percent: number): string {
  const shown =
    percent > 0 && percent < 0.1 ? '< 0,1' : formatNumber(percent, { maximumFractionDigits: 1 });
  return `${shown} % da área mudou`;
}
