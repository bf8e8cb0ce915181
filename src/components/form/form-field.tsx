// The one field of every form: a visible <label>, the control registered with react-hook-form,
// aria-invalid while in error, aria-describedby pointing at the hint and at the error text, and the
// error beside the field. Plain Bootstrap markup (no react-bootstrap) so the public contact form
// stays light. A field with a `maxLength` may also count its characters (`counter`), saying when
// the limit is reached or a paste was cut to it.
import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import {
  get,
  type FieldValues,
  type Path,
  type PathValue,
  type RegisterOptions,
  useWatch,
} from 'react-hook-form';
import { keepTypedText } from '../../lib/early-input';
import type { AppForm } from './use-app-form';

type ControlAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'form' | 'onChange' | 'onBlur' | 'value' | 'defaultValue' | 'children'
>;

export interface FormFieldProps<TValues extends FieldValues, TOutput> extends ControlAttributes {
  form: AppForm<TValues, TOutput>;
  name: Path<TValues>;
  label: ReactNode;
  /** A standing hint under the field, read with it (e.g. the password length). */
  hint?: ReactNode;
  /** A multi-line text (textarea) of this many rows. */
  rows?: number;
  /** The control's id; by default a generated one. */
  id?: string;
  /** The wrapper's classes (default 'mb-3'). */
  groupClassName?: string;
  /** 'alert' announces the error as soon as it shows (dialogs whose tests read it so). */
  errorRole?: 'alert';
  /** Passed to register: e.g. setValueAs for a file input. */
  registerOptions?: RegisterOptions<TValues, Path<TValues>>;
  /** With `maxLength`: shows 'N de M caracteres' under the field (read with it). */
  counter?: boolean;
}

/** The ids a field's hint and error get, and the aria-describedby that lists those present. */
function useFieldIds(id?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const countId = `${controlId}-count`;
  const describedBy = (hasHint: boolean, error: string | undefined, hasCount = false) =>
    [hasHint ? hintId : '', error ? errorId : '', hasCount ? countId : '']
      .filter(Boolean)
      .join(' ') || undefined;
  return { controlId, hintId, errorId, countId, describedBy };
}

export function FormField<TValues extends FieldValues, TOutput>(
  props: FormFieldProps<TValues, TOutput>,
) {
  const {
    form,
    name,
    label,
    hint,
    rows,
    id,
    groupClassName = 'mb-3',
    errorRole,
    registerOptions,
    counter,
    className,
    ...attributes
  } = props;
  const ids = useFieldIds(id);
  const { controlId, countId, describedBy } = ids;
  const limit = counter && attributes.maxLength !== undefined ? attributes.maxLength : undefined;
  /** How long a text pasted past the limit was (the browser kept only what fitted). */
  const [cutFrom, setCutFrom] = useState<number | null>(null);
  /** Set by a paste, so that the change it makes keeps its notice; any other edit drops it. */
  const pasting = useRef(false);
  const onPaste =
    limit === undefined
      ? attributes.onPaste
      : (event: ClipboardEvent<HTMLInputElement>) => {
          attributes.onPaste?.(event);
          const target = event.currentTarget;
          const pasted = event.clipboardData.getData('text').length;
          const selected = (target.selectionEnd ?? 0) - (target.selectionStart ?? 0);
          const room = limit - (target.value.length - selected);
          pasting.current = true;
          setCutFrom(pasted > room ? target.value.length - selected + pasted : null);
        };
  const error = form.getFieldState(name, form.formState).error?.message;
  // The starting text in the markup too, so a page rendered on the server shows it before its
  // JavaScript arrives (react-hook-form sets it on the element only once it runs).
  const initial: unknown = get(form.formState.defaultValues, name);
  const registered = form.register(name, registerOptions);
  const control = {
    ...registered,
    onChange:
      limit === undefined
        ? registered.onChange
        : (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
            if (!pasting.current) setCutFrom(null);
            pasting.current = false;
            return registered.onChange(event);
          },
    ref: keepTypedText(registered.ref, (text) =>
      form.setValue(name, text as PathValue<TValues, Path<TValues>>),
    ),
    defaultValue:
      typeof initial === 'string' && attributes.type !== 'password' && attributes.type !== 'file'
        ? initial
        : undefined,
    id: controlId,
    className: `form-control${error ? ' is-invalid' : ''}${className ? ` ${className}` : ''}`,
    'aria-invalid': error !== undefined,
    'aria-describedby': describedBy(hint !== undefined, error, limit !== undefined),
  };
  return (
    <div className={groupClassName}>
      <label htmlFor={controlId} className="form-label">
        {label}
      </label>
      {rows !== undefined ? (
        <textarea
          {...(attributes as TextareaHTMLAttributes<HTMLTextAreaElement>)}
          {...control}
          onPaste={onPaste as TextareaHTMLAttributes<HTMLTextAreaElement>['onPaste']}
          rows={rows}
        />
      ) : (
        <input {...attributes} {...control} onPaste={onPaste} />
      )}
      <FieldNotes ids={ids} error={error} errorRole={errorRole} hint={hint} />
      {limit !== undefined && (
        <CharacterCount form={form} name={name} limit={limit} id={countId} cutFrom={cutFrom} />
      )}
    </div>
  );
}

/**
 * 'N de M caracteres' under a field with a limit. Screen readers hear it with the field; what
 * changes is announced only when it matters: the limit reached, or a paste cut to it.
 */
function CharacterCount<TValues extends FieldValues, TOutput>(props: {
  form: AppForm<TValues, TOutput>;
  name: Path<TValues>;
  limit: number;
  id: string;
  /** The length of a text pasted past the limit, until the next edit. */
  cutFrom: number | null;
}) {
  const { form, name, limit, id, cutFrom } = props;
  const value: unknown = useWatch({ control: form.control, name });
  const length = typeof value === 'string' ? value.length : 0;
  const full = length >= limit;
  const notice =
    cutFrom !== null && length >= limit
      ? `O texto colado tinha ${cutFrom} caracteres: ficaram só os ${limit} primeiros.`
      : full
        ? `Limite de ${limit} caracteres atingido.`
        : '';
  return (
    <div className={`form-text text-end${full ? ' text-danger-emphasis' : ''}`}>
      <span id={id}>
        {length} de {limit} caracteres
      </span>
      <span className="d-block" aria-live="polite">
        {notice}
      </span>
    </div>
  );
}

/** Under a field: its error, then its hint, with the ids its aria-describedby names. */
function FieldNotes(props: {
  ids: { errorId: string; hintId: string };
  error: string | undefined;
  errorRole?: 'alert';
  hint?: ReactNode;
}) {
  return (
    <>
      {props.error && (
        <div id={props.ids.errorId} className="invalid-feedback" role={props.errorRole}>
          {props.error}
        </div>
      )}
      {props.hint !== undefined && (
        <div id={props.ids.hintId} className="form-text">
          {props.hint}
        </div>
      )}
    </>
  );
}

export interface FormSelectFieldProps<TValues extends FieldValues, TOutput> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'name' | 'id' | 'form' | 'onBlur' | 'value' | 'defaultValue' | 'children'
> {
  form: AppForm<TValues, TOutput>;
  name: Path<TValues>;
  label: ReactNode;
  /** The choices as value → label; the first option is the empty `placeholder`. */
  options: Readonly<Record<string, string>>;
  placeholder: string;
  hint?: ReactNode;
  id?: string;
  groupClassName?: string;
}

/** A select with the same label, hint and error wiring as FormField. */
export function FormSelectField<TValues extends FieldValues, TOutput>(
  props: FormSelectFieldProps<TValues, TOutput>,
) {
  const {
    form,
    name,
    label,
    options,
    placeholder,
    hint,
    id,
    groupClassName = 'mb-3',
    className,
    onChange,
    ...attributes
  } = props;
  const ids = useFieldIds(id);
  const { controlId, describedBy } = ids;
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <div className={groupClassName}>
      <label htmlFor={controlId} className="form-label">
        {label}
      </label>
      <select
        {...attributes}
        {...form.register(name, { onChange })}
        id={controlId}
        className={`form-select${error ? ' is-invalid' : ''}${className ? ` ${className}` : ''}`}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(hint !== undefined, error)}
      >
        <option value="">{placeholder}</option>
        {Object.entries(options).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldNotes ids={ids} error={error} hint={hint} />
    </div>
  );
}

export interface FormCheckFieldProps<TValues extends FieldValues, TOutput> extends Omit<
  ControlAttributes,
  'type'
> {
  form: AppForm<TValues, TOutput>;
  name: Path<TValues>;
  label: ReactNode;
  id?: string;
  groupClassName?: string;
}

/** A checkbox with its label after it (e.g. 'Li e aceito os Termos de uso…'). */
export function FormCheckField<TValues extends FieldValues, TOutput>(
  props: FormCheckFieldProps<TValues, TOutput>,
) {
  const { form, name, label, id, groupClassName, className, ...attributes } = props;
  const ids = useFieldIds(id);
  const { controlId, describedBy } = ids;
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <div className={`form-check${groupClassName ? ` ${groupClassName}` : ''}`}>
      <input
        {...attributes}
        {...form.register(name)}
        type="checkbox"
        id={controlId}
        className={`form-check-input${error ? ' is-invalid' : ''}${className ? ` ${className}` : ''}`}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(false, error)}
      />
      <label htmlFor={controlId} className="form-check-label">
        {label}
      </label>
      <FieldNotes ids={ids} error={error} />
    </div>
  );
}

/** The form's own alert: a server refusal that names no field. */
export function FormAlert<TValues extends FieldValues, TOutput>(props: {
  form: AppForm<TValues, TOutput>;
}) {
  const message = props.form.formState.errors.root?.server?.message;
  if (!message) return null;
  return (
    <div className="alert alert-danger" role="alert">
      {message}
    </div>
  );
}
