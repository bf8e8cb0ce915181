// What the request dialog's briefs (service-fields.tsx, brief-fields.tsx) share: the number
// controls' keyboards and steps (the size row is size-fields.tsx), and the prefill from the
// client's last briefs (GET /api/arts/brief-defaults), once, only in fields the client has not
// touched.
import { useEffect, useRef } from 'react';
import { BRIEF_LIMITS } from '../../../../common/brief';
import type { Service } from '../../../../common/brief-labels';
import type { ApiSchemas } from '../../../lib/api';
import { useBriefDefaults } from '../api/get-brief-defaults';
import type { RequestArtAppForm } from './request-art-form';

/** A measure with decimals (millimetres): the keyboard with the decimal comma, any step. */
export const decimalInput = (range: { min: number; max: number }) =>
  ({ type: 'number', inputMode: 'decimal', step: 'any', ...range }) as const;

/** A count (colours, grams, copies, dpi): the digits-only keyboard, whole steps. */
export const wholeNumberInput = (range: { min: number; max?: number }) =>
  ({ type: 'number', inputMode: 'numeric', step: 1, ...range }) as const;

/** A size in millimetres, from the brief's smallest up to `max`. */
export const millimetresInput = (max: number) => decimalInput({ min: BRIEF_LIMITS.sizeMinMm, max });

/** Calls `apply` once, when the client's last briefs arrive. */
export function useBriefDefaultsOnce(apply: (defaults: ApiSchemas['BriefDefaults']) => void) {
  const defaults = useBriefDefaults();
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !defaults.data) return;
    applied.current = true;
    apply(defaults.data);
  }, [defaults.data, apply]);
}

/**
 * A carried-over value into a brief field the client has not changed (none: nothing). Fields of
 * services not shown are not mounted: the value is written plainly, and read when they are shown.
 */
export function fillUntouched(
  form: RequestArtAppForm,
  name: string,
  value: string | number | string[] | null,
) {
  // The names are every service's fields: one path type stands for them all.
  const path = name as 'brief.service';
  if (value === null || form.getFieldState(path).isDirty) return;
  form.setValue(path, (typeof value === 'number' ? String(value) : value) as Service);
}
