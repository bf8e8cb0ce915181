// /PrecosEPagamentos: the studio's prices and Pix details (docs/product/payments.md) — the credit's
// price, the packages with their discounts, the approval fee (0 turns it off), how long a Pix stays
// valid, and the Pix key, name and city the codes are made with. Checked by the schema the server
// uses (common/payment-schemas.ts); money is typed as 'R$ 1.234,56' and sent in centavos. New
// charges use what is saved; saving is audited.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, InputGroup } from 'react-bootstrap';
import { formatMoney } from '../../../../common/format';
import { paymentSettingsSchema, type PaymentSettings } from '../../../../common/payment-schemas';
import {
  moneyFieldText,
  packagePriceCents,
  parseMoney,
  PAYMENT_LIMITS,
} from '../../../../common/payments';
import { InlineSpinner } from '../../../components/inline-spinner';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/error-message';
import { usePaymentSettings, useSavePaymentSettings } from '../api/payments';
import { AdminLayout } from '../components/admin-layout';

export function AdminPaymentSettingsPage() {
  return (
    <AdminLayout section="paymentSettings">
      <h1 className="h2 mb-4">Preços e pagamentos</h1>
      <SettingsLoader />
    </AdminLayout>
  );
}

function SettingsLoader() {
  const settings = usePaymentSettings();
  if (settings.isPending)
    return (
      <p role="status">
        <InlineSpinner />
        Carregando os preços...
      </p>
    );
  if (settings.isError)
    return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  return <SettingsForm initial={settings.data} />;
}

interface Fields {
  creditPrice: string;
  approvalFee: string;
  pixExpiryMinutes: string;
  packages: { credits: string; discountPercent: string }[];
  pixKey: string;
  merchantName: string;
  merchantCity: string;
}

const fieldsOf = (s: PaymentSettings): Fields => ({
  creditPrice: moneyFieldText(s.creditPriceCents),
  approvalFee: moneyFieldText(s.approvalFeeCents),
  pixExpiryMinutes: String(s.pixExpiryMinutes),
  packages: s.packages.map((p) => ({
    credits: String(p.credits),
    discountPercent: String(p.discountPercent),
  })),
  pixKey: s.pixKey,
  merchantName: s.merchantName,
  merchantCity: s.merchantCity,
});

const asInt = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The form's text read as the API's body (money parsed; bad text left for the schema to refuse). */
const bodyOf = (f: Fields) => ({
  creditPriceCents: parseMoney(f.creditPrice) ?? Number.NaN,
  approvalFeeCents: parseMoney(f.approvalFee) ?? Number.NaN,
  pixExpiryMinutes: asInt(f.pixExpiryMinutes),
  packages: f.packages.map((p) => ({
    credits: asInt(p.credits),
    discountPercent: p.discountPercent.trim() === '' ? 0 : asInt(p.discountPercent),
  })),
  pixKey: f.pixKey,
  merchantName: f.merchantName,
  merchantCity: f.merchantCity,
});

/** Each refusal by the field it names ('packages.1.credits', 'creditPriceCents'…). */
type Errors = Record<string, string>;

function SettingsForm({ initial }: { initial: PaymentSettings }) {
  const [fields, setFields] = useState<Fields>(() => fieldsOf(initial));
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  const save = useSavePaymentSettings();

  const set = (change: Partial<Fields>) => {
    setFields((current) => ({ ...current, ...change }));
    setSaved(false);
  };
  const setPackage = (index: number, change: Partial<Fields['packages'][number]>) =>
    set({ packages: fields.packages.map((p, i) => (i === index ? { ...p, ...change } : p)) });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = paymentSettingsSchema.safeParse(bodyOf(fields));
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.') || 'form';
        found[key] ??= issue.message;
      }
      setErrors(found);
      const first = Object.keys(found)[0];
      document.getElementById(`pay-${first?.replace(/\./g, '-')}`)?.focus();
      return;
    }
    setErrors({});
    save.mutate(parsed.data, { onSuccess: () => setSaved(true) });
  };

  const creditPreview = parseMoney(fields.creditPrice);
  const field = (
    key: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: {
      hint?: string;
      prefix?: string;
      suffix?: string;
      inputMode?: 'numeric' | 'decimal' | 'text';
    } = {},
  ) => {
    const id = `pay-${key.replace(/\./g, '-')}`;
    const error = errors[key];
    const described = [options.hint ? `${id}-hint` : null, error ? `${id}-error` : null]
      .filter(Boolean)
      .join(' ');
    return (
      <Form.Group className="mb-3" controlId={id}>
        <Form.Label>{label}</Form.Label>
        <InputGroup hasValidation>
          {options.prefix && <InputGroup.Text>{options.prefix}</InputGroup.Text>}
          <Form.Control
            value={value}
            inputMode={options.inputMode ?? 'text'}
            isInvalid={Boolean(error)}
            aria-invalid={error ? true : undefined}
            aria-describedby={described || undefined}
            disabled={save.isPending}
            onChange={(event) => onChange(event.target.value)}
          />
          {options.suffix && <InputGroup.Text>{options.suffix}</InputGroup.Text>}
          {error && (
            <Form.Control.Feedback type="invalid" id={`${id}-error`}>
              {error}
            </Form.Control.Feedback>
          )}
        </InputGroup>
        {options.hint && (
          <Form.Text id={`${id}-hint`} className="d-block">
            {options.hint}
          </Form.Text>
        )}
      </Form.Group>
    );
  };

  return (
    <Form noValidate onSubmit={onSubmit} style={{ maxWidth: '40rem' }}>
      <p>
        Os valores valem para as próximas cobranças; as já geradas mantêm o seu valor. Os Termos de
        uso citam R$ 10,00 por crédito e R$ 60,00 por arte aprovada: mude-os também se mudar os
        preços.
      </p>
      <fieldset className="mb-4">
        <legend className="h5">Preços</legend>
        {field(
          'creditPriceCents',
          'Preço de 1 crédito',
          fields.creditPrice,
          (v) => set({ creditPrice: v }),
          {
            prefix: 'R$',
            inputMode: 'decimal',
            hint: 'Padrão: R$ 10,00.',
          },
        )}
        {field(
          'approvalFeeCents',
          'Taxa de aprovação por arte',
          fields.approvalFee,
          (v) => set({ approvalFee: v }),
          {
            prefix: 'R$',
            inputMode: 'decimal',
            hint: 'Cobrada quando o cliente aprova uma arte. R$ 0,00 desliga a taxa. Padrão: R$ 60,00.',
          },
        )}
      </fieldset>
      <fieldset className="mb-4">
        <legend className="h5">Pacotes de créditos</legend>
        {errors.packages && (
          <p className="text-danger small" role="alert" id="pay-packages">
            {errors.packages}
          </p>
        )}
        {fields.packages.map((pkg, index) => {
          const credits = asInt(pkg.credits);
          const discount = pkg.discountPercent.trim() === '' ? 0 : asInt(pkg.discountPercent);
          const price =
            creditPreview !== null && Number.isInteger(credits) && Number.isInteger(discount)
              ? formatMoney(
                  packagePriceCents(creditPreview, { credits, discountPercent: discount }),
                )
              : null;
          return (
            <div
              key={index}
              className="border rounded p-2 mb-2"
              role="group"
              aria-label={`Pacote ${index + 1}`}
            >
              <div className="row g-2 align-items-start">
                <div className="col-6 col-sm-4">
                  {field(
                    `packages.${index}.credits`,
                    'Créditos',
                    pkg.credits,
                    (v) => setPackage(index, { credits: v }),
                    {
                      inputMode: 'numeric',
                    },
                  )}
                </div>
                <div className="col-6 col-sm-4">
                  {field(
                    `packages.${index}.discountPercent`,
                    'Desconto',
                    pkg.discountPercent,
                    (v) => setPackage(index, { discountPercent: v }),
                    { inputMode: 'numeric', suffix: '%' },
                  )}
                </div>
                <div className="col-12 col-sm-4 d-flex flex-column gap-1 pt-sm-4">
                  {price && <span className="small">Preço: {price}</span>}
                  <Button
                    variant="outline-danger"
                    size="sm"
                    disabled={
                      fields.packages.length <= PAYMENT_LIMITS.packages.min || save.isPending
                    }
                    onClick={() => set({ packages: fields.packages.filter((_, i) => i !== index) })}
                    aria-label={`Remover o pacote ${index + 1}`}
                  >
                    Remover
                  </Button>
                </div>
              </div>
            </div>
          );
        })}
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={fields.packages.length >= PAYMENT_LIMITS.packages.max || save.isPending}
          onClick={() =>
            set({ packages: [...fields.packages, { credits: '', discountPercent: '0' }] })
          }
        >
          Adicionar pacote
        </Button>
      </fieldset>
      <fieldset className="mb-4">
        <legend className="h5">Pix</legend>
        {field(
          'pixExpiryMinutes',
          'Validade de uma cobrança Pix',
          fields.pixExpiryMinutes,
          (v) => set({ pixExpiryMinutes: v }),
          {
            suffix: 'minutos',
            inputMode: 'numeric',
            hint: `De ${PAYMENT_LIMITS.pixExpiryMinutes.min} a ${PAYMENT_LIMITS.pixExpiryMinutes.max}. Padrão: 30.`,
          },
        )}
        {field('pixKey', 'Chave Pix do estúdio', fields.pixKey, (v) => set({ pixKey: v }), {
          hint: 'E-mail, CNPJ, telefone (+55…) ou chave aleatória. Sem chave, os clientes não conseguem comprar créditos.',
        })}
        {field(
          'merchantName',
          'Nome do recebedor',
          fields.merchantName,
          (v) => set({ merchantName: v }),
          {
            hint: `Até ${PAYMENT_LIMITS.merchantName} caracteres, como aparece no app do banco (sem acentos).`,
          },
        )}
        {field(
          'merchantCity',
          'Cidade do recebedor',
          fields.merchantCity,
          (v) => set({ merchantCity: v }),
          {
            hint: `Até ${PAYMENT_LIMITS.merchantCity} caracteres.`,
          },
        )}
      </fieldset>
      {save.isError && (
        <Alert variant="danger" role="alert">
          {errorMessage(save.error)}
        </Alert>
      )}
      {saved && (
        <Alert variant="success" role="status">
          Preços e pagamentos salvos.
        </Alert>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Salvando...' : 'Salvar'}
      </Button>
    </Form>
  );
}
