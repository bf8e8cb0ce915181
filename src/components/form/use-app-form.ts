// The one way the SPA's forms hold their state: react-hook-form, checked by the zod schema the
// server also uses (or, where a form must stay zod-free or parse text first, by a resolver of its
// own), and server refusals put on their field or, when the server names none, on the form.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/** The form-wide error (shown by FormAlert) sits under this key of react-hook-form's errors. */
export const FORM_ERROR = 'root.server' as const;

export type AppForm<TValues extends FieldValues, TOutput = TValues> = UseFormReturn<
  TValues,
  unknown,
  TOutput
>;

/**
 * A form checked by `resolver` on submit, then again on every change of a flagged field (so its
 * message goes away as the visitor fixes it); on a refused submit the first field in error gets
 * the focus.
 */
export function useAppForm<TValues extends FieldValues, TOutput = TValues>(options: {
  resolver: Resolver<TValues, unknown, TOutput>;
  defaultValues?: DefaultValues<TValues>;
}): AppForm<TValues, TOutput> {
  return useForm<TValues, unknown, TOutput>({
    resolver: options.resolver,
    defaultValues: options.defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}

/** useAppForm with a zod schema from common/: the browser refuses exactly what the server would. */
export function useZodForm<TSchema extends z.ZodType<unknown, FieldValues>>(
  schema: TSchema,
  defaultValues?: DefaultValues<z.input<TSchema>>,
): AppForm<z.input<TSchema>, z.output<TSchema>> {
  return useAppForm<z.input<TSchema>, z.output<TSchema>>({
    resolver: zodResolver(schema),
    defaultValues,
  });
}

/**
 * Shows a server refusal: on `field` when the form knows which field it is about (the field is
 * marked, described by the message and focused), else as the form's alert.
 */
export function showServerError<TValues extends FieldValues, TOutput>(
  form: AppForm<TValues, TOutput>,
  message: string,
  field?: Path<TValues> | null,
): void {
  if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
  else form.setError(FORM_ERROR, { type: 'server', message });
}
