// A panel settings page's form ('Prazo de entrega', 'Configurações de pré-impressão'): the fields
// start from the saved settings and follow them when they change, a submit saves through the
// page's mutation, and a refusal is shown on the form.
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { showServerError } from '../../../components/form/use-app-form';
import { useZodForm } from '../../../components/form/use-zod-form';
import { errorMessage } from '../../../lib/error-message';

export function useSettingsForm<TSchema extends z.ZodType<unknown, FieldValues>, TSettings>(
  schema: TSchema,
  /** The saved settings, as the server answered them. */
  initial: TSettings,
  /** The settings as the fields show them (text fields hold text). A stable function. */
  asFields: (settings: TSettings) => DefaultValues<z.input<TSchema>>,
  save: UseMutationResult<TSettings, Error, z.output<TSchema>>,
) {
  const form = useZodForm(schema, asFields(initial));
  useEffect(() => form.reset(asFields(initial)), [form, initial, asFields]);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      showServerError(form, errorMessage(error));
    }
  });
  return { form, onSubmit };
}
