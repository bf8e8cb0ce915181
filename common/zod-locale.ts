// zod speaks pt-BR, process-wide, wherever the shared schemas run (the API's validation and the
// SPA's forms): its own pt-BR locale words an issue a schema gives no message of its own (a number
// where text was expected, an array for an object), and a schema's own message, the product's,
// always wins over it. Imported for its effect.
import { z } from 'zod';

z.config(z.locales.ptBR());
