// The request dialog's form: the contract's name and briefing, the service's brief
// (common/brief.ts, the server's own schema), the attachments (required for a mockup or a logo
// to vectorise) and the die-line, required for boxes.
import { z } from 'zod';
import { artRequestSchema } from '../../../../common/api-types';
import {
  attachmentRequired,
  DIE_LINE_MISSING_MESSAGE,
  dieLineRequired,
  serviceBriefSchema,
} from '../../../../common/brief';
import { ALLOWED_FILE_EXTENSIONS } from '../../../../common/constants';
import type { AppForm } from '../../../components/form/use-app-form';
import { checkFiles, refusedNames } from './file-checks';

export const ACCEPT = ALLOWED_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

// A FileList in the browser; read only when checked, so the page still renders on the server.
const fileList = () => z.custom<FileList | null | undefined>();

export const requestArtFormSchema = artRequestSchema
  .extend({
    brief: serviceBriefSchema,
    files: fileList().transform((list, ctx) => {
      const files = Array.from(list ?? []);
      const message = checkFiles(files);
      if (message) ctx.issues.push({ code: 'custom', message, input: list });
      return files;
    }),
    dieLine: fileList().transform((list, ctx) => {
      const file = list?.[0] ?? null;
      if (file && refusedNames([file]).length > 0) {
        const message = `Tipo de arquivo não permitido: ${file.name}.`;
        ctx.issues.push({ code: 'custom', message, input: list });
      }
      return file;
    }),
  })
  .superRefine((value, ctx) => {
    if (value.brief.service === 'flexo' && dieLineRequired(value.brief.pieceType) && !value.dieLine)
      ctx.addIssue({ code: 'custom', path: ['dieLine'], message: DIE_LINE_MISSING_MESSAGE });
    const needsFile = attachmentRequired(value.brief);
    if (needsFile && value.files.length === 0)
      ctx.addIssue({ code: 'custom', path: ['files'], message: needsFile });
  });

export type RequestArtFormInput = z.input<typeof requestArtFormSchema>;
export type RequestArtFormOutput = z.output<typeof requestArtFormSchema>;
export type RequestArtAppForm = AppForm<RequestArtFormInput, RequestArtFormOutput>;

/** What a request costs, said before it is sent (docs/product/payments.md). */
export const creditUseText = (credit: number) =>
  `Este pedido usa 1 crédito. Saldo depois do pedido: ${credit - 1} ${credit - 1 === 1 ? 'crédito' : 'créditos'}.`;
