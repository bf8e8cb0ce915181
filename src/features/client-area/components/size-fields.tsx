// The finished piece's size row, which every service's brief asks for (service-fields.tsx,
// brief-fields.tsx).
import type { ReactNode } from 'react';
import { FormField } from '../../../components/form/form-field';
import { millimetresInput } from './brief-inputs';
import type { RequestArtAppForm } from './request-art-form';

/**
 * Width and height of the finished piece, in millimetres, in one row; `children` adds columns to
 * that row (the flexo brief's depth).
 */
export function SizeFields({
  form,
  disabled,
  max,
  columnClassName = 'col-6',
  idPrefix,
  children,
}: {
  form: RequestArtAppForm;
  disabled: boolean;
  max: number;
  columnClassName?: string;
  /** Fixed control ids (`${idPrefix}-width`, `${idPrefix}-height`); generated ones otherwise. */
  idPrefix?: string;
  children?: ReactNode;
}) {
  return (
    <div className="row g-2">
      <div className={columnClassName}>
        <FormField
          form={form}
          name="brief.widthMm"
          id={idPrefix && `${idPrefix}-width`}
          label="Largura (mm)"
          required
          disabled={disabled}
          {...millimetresInput(max)}
        />
      </div>
      <div className={columnClassName}>
        <FormField
          form={form}
          name="brief.heightMm"
          id={idPrefix && `${idPrefix}-height`}
          label="Altura (mm)"
          required
          disabled={disabled}
          {...millimetresInput(max)}
        />
      </div>
      {children}
    </div>
  );
}
