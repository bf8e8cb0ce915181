// The browser's early check of the files a client attaches (a request, a change request): how
// many, and which extensions. The server checks them again, by content too.
import { ALLOWED_FILE_EXTENSIONS, MAX_FILES_PER_REQUEST } from '../../../../common/constants';

/** The names of the files whose extension is not on the allowlist. */
export function refusedNames(files: File[]): string[] {
  return files
    .filter((file) => {
      const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
      return (
        !file.name.includes('.') ||
        !(ALLOWED_FILE_EXTENSIONS as readonly string[]).includes(extension)
      );
    })
    .map((file) => file.name);
}

export function checkFiles(files: File[]): string | null {
  if (files.length > MAX_FILES_PER_REQUEST) {
    return `Envie no máximo ${MAX_FILES_PER_REQUEST} arquivos por solicitação.`;
  }
  const refused = refusedNames(files);
  return refused.length > 0 ? `Tipo de arquivo não permitido: ${refused.join(', ')}.` : null;
}
