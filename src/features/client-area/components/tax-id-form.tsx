// 'Meus dados': the CPF or CNPJ on its own form (use-tax-id-field.tsx holds the field).
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useTaxIdField } from './use-tax-id-field';

/** 'Meus dados': the CPF/CNPJ on its own form. */
export function TaxIdForm({ current }: { current: string | null }) {
  const [saved, setSaved] = useState(false);
  const { field, submit, pending } = useTaxIdField(() => setSaved(true), current ?? '');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    submit();
  };
  return (
    <Form onSubmit={onSubmit} noValidate>
      {field}
      <Button type="submit" className="mt-2" disabled={pending}>
        {pending ? 'Salvando…' : 'Salvar CPF ou CNPJ'}
      </Button>
      {saved && (
        <p role="status" className="text-success small mt-2 mb-0">
          CPF ou CNPJ salvo.
        </p>
      )}
    </Form>
  );
}
