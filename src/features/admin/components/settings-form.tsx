// The pieces every panel settings page shares around its own fields: the saved settings loading
// (or failing, with 'Tentar novamente'), and the form's end: its alert, 'salvo' once saved, and
// 'Salvar'. The form itself comes from useSettingsForm (../hooks/use-settings-form.ts).
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert, Button } from 'react-bootstrap';
import type { FieldValues } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-field';
import type { AppForm } from '../../../components/form/use-app-form';
import { InlineSpinner } from '../../../components/inline-spinner';
import { QueryError } from '../../../components/query-error';

/** Reads the settings with `useSettings` (inside the layout, so only once the admin is known). */
export function SettingsLoader<TSettings>(props: {
  useSettings: () => UseQueryResult<TSettings>;
  loadingText: string;
  children: (settings: TSettings) => ReactNode;
}) {
  const { useSettings } = props;
  const query = useSettings();
  if (query.isPending)
    return (
      <p role="status">
        <InlineSpinner />
        {props.loadingText}
      </p>
    );
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return props.children(query.data);
}

export function SettingsFormEnd<TValues extends FieldValues, TOutput, TSettings>(props: {
  form: AppForm<TValues, TOutput>;
  save: UseMutationResult<TSettings, Error, TOutput>;
  /** What the page says once the settings are saved (and not edited since). */
  savedText: (saved: TSettings) => string;
}) {
  const { form, save } = props;
  return (
    <>
      <FormAlert form={form} />
      {save.isSuccess && !form.formState.isDirty && (
        <Alert variant="success" role="status">
          {props.savedText(save.data)}
        </Alert>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Salvando...' : 'Salvar'}
      </Button>
    </>
  );
}
