// A file field in pt-BR, whatever the browser's language: the native input ('Choose File', 'No
// file chosen' in an English browser) is visually hidden and out of the tab order; a button
// 'Escolher arquivo(s)' opens its picker, the drop zone around it takes dragged files, and the
// chosen names are listed (announced as they change). The field keeps FormField's wiring: the
// visible label on the input, react-hook-form's registration (the resolver checks the files as
// before), the label, the chosen names, the hint and the error describing the button, and a focus
// sent to the field (a refused submit) lands on the button. Its few rules (file-field.css) load with the site's stylesheet
// (main.tsx): the pages that have one are rendered by the server.
import { useId, useRef, useState, type DragEvent } from 'react';
import { useWatch, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import type { AppForm } from './use-app-form';

export interface FormFileFieldProps<TValues extends FieldValues, TOutput> {
  form: AppForm<TValues, TOutput>;
  name: Path<TValues>;
  /** The field's visible label, also the start of the button's description. */
  label: string;
  hint?: string;
  id?: string;
  multiple?: boolean;
  accept?: string;
  required?: boolean;
  disabled?: boolean;
  /** 'alert' announces the error as soon as it shows (dialogs whose tests read it so). */
  errorRole?: 'alert';
}

/** The names of the files a field holds: a FileList from the input, an array from a drop. */
function fileNames(value: unknown): string[] {
  if (!value || typeof value !== 'object' || !('length' in value)) return [];
  return Array.from(value as ArrayLike<{ name?: unknown }>)
    .map((file) => (typeof file?.name === 'string' ? file.name : ''))
    .filter(Boolean);
}

export function FormFileField<TValues extends FieldValues, TOutput>(
  props: FormFileFieldProps<TValues, TOutput>,
) {
  const {
    form,
    name,
    label,
    hint,
    multiple = false,
    accept,
    required,
    disabled,
    errorRole,
  } = props;
  const generated = useId();
  const inputId = props.id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const chosenId = `${inputId}-chosen`;
  const labelId = `${inputId}-label`;
  const button = useRef<HTMLButtonElement | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const [dragging, setDragging] = useState(false);
  const value: unknown = useWatch({ control: form.control, name });
  const names = fileNames(value);
  const error = form.getFieldState(name, form.formState).error?.message;
  const describedBy = [chosenId, hint !== undefined ? hintId : '', error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  const registered = form.register(name);
  const choose = multiple ? 'Escolher arquivos' : 'Escolher arquivo';

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = Array.from(event.dataTransfer.files);
    if (dropped.length === 0) return;
    // Held by the form as the input's FileList would be; the resolver checks them the same way.
    form.setValue(
      name,
      (multiple ? dropped : dropped.slice(0, 1)) as PathValue<TValues, Path<TValues>>,
      {
        shouldDirty: true,
        shouldTouch: true,
        shouldValidate: form.formState.isSubmitted,
      },
    );
    button.current?.focus();
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    // Without this the browser would open the dropped file in place of the page.
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setDragging(true);
  };

  return (
    <div className="mb-3">
      <label htmlFor={inputId} id={labelId} className="form-label">
        {label}
      </label>
      <div
        className={`file-drop${dragging ? ' file-drop-active' : ''}${error ? ' is-invalid' : ''}`}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          {...registered}
          ref={(element) => {
            registered.ref(element);
            input.current = element;
          }}
          type="file"
          id={inputId}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          multiple={multiple}
          accept={accept}
          required={required}
          disabled={disabled}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy}
          // The form sends the focus to its field in error: the button is what people use.
          onFocus={() => button.current?.focus()}
        />
        <button
          ref={button}
          type="button"
          className="btn btn-outline-primary"
          disabled={disabled}
          // Described by its field's label first: two pickers in one form differ by it.
          aria-describedby={`${labelId} ${describedBy}`}
          aria-invalid={error !== undefined}
          onClick={() => input.current?.click()}
        >
          {choose}
        </button>
        <span className="file-drop-hint">
          ou arraste {multiple ? 'os arquivos' : 'o arquivo'} até aqui
        </span>
        <p id={chosenId} className="file-drop-chosen mb-0" aria-live="polite">
          {names.length === 0 ? 'Nenhum arquivo escolhido.' : names.join(', ')}
        </p>
      </div>
      {error && (
        <div id={errorId} className="invalid-feedback d-block" role={errorRole}>
          {error}
        </div>
      )}
      {hint !== undefined && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}
