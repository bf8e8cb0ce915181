// useAppForm checked by a zod schema from common/: the browser refuses exactly what the server
// would, with the same pt-BR messages (zod's own pt-BR locale under the schemas' messages).
import { zodResolver } from '@hookform/resolvers/zod';
import '../../../common/zod-locale';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useAppForm, type AppForm } from './use-app-form';

export function useZodForm<TSchema extends z.ZodType<unknown, FieldValues>>(
  schema: TSchema,
  defaultValues?: DefaultValues<z.input<TSchema>>,
): AppForm<z.input<TSchema>, z.output<TSchema>> {
  return useAppForm<z.input<TSchema>, z.output<TSchema>>({
    resolver: zodResolver(schema),
    defaultValues,
  });
}
