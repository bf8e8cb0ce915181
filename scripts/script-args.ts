// How a command-line script reads its --options when a zod schema says what each must be: every
// option a string (the schema coerces and checks it), an unknown one refused by parseArgs (it
// throws, as before), and a refused value printed as the schema's messages, one a line, with exit
// code 2 (a bad argument), before anything is loaded or opened.
import { parseArgs } from 'node:util';
import type { z } from 'zod';

/** The options named by `schema`'s keys, read from the command line and checked by it. */
export function scriptArgs<Schema extends z.ZodObject>(schema: Schema): z.output<Schema> {
  const options = Object.fromEntries(
    Object.keys(schema.shape).map((name) => [name, { type: 'string' as const }]),
  );
  const { values } = parseArgs({ options });
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((issue) => issue.message).join('\n'));
    process.exit(2);
  }
  return parsed.data;
}
