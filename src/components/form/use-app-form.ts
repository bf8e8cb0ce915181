// The one way the SPA's forms hold their state: react-hook-form, checked by a resolver (the zod
// schema the server also uses, through useZodForm; or the form's own where it must stay zod-free
// or parse text first), and server refusals put on their field or, when the server names none, on
// the form. No zod here, so the public contact form does not download it.
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { errorMessage } from '../../lib/error-message';

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

/**
 * The submit handler of a form whose action calls the server: the values checked, then `action`;
 * when it throws, its message (errorMessage) becomes the form's alert and the form stays open.
 */
export function submitOrShowRefusal<TValues extends FieldValues, TOutput>(
  form: AppForm<TValues, TOutput>,
  action: (values: TOutput) => Promise<void>,
) {
  return form.handleSubmit(async (values) => {
    try {
      await action(values);
    } catch (error) {
      showServerError(form, errorMessage(error));
    }
  });
}
