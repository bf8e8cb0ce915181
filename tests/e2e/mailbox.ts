// Reading the mails the e2e app sends (scripts/e2e-mailbox.ts receives them over SMTP).
import { expect } from '@playwright/test';

const mailboxUrl = () => `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT}`;

/** A raw message's text as a person reads it: quoted-printable and base64 parts decoded. */
function decoded(raw: string): string {
  const quotedPrintable = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64Parts = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)].map((match) =>
    Buffer.from(match[1]!.replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  return [quotedPrintable, ...base64Parts].join('\n');
}

/** The newest mail to `to` that matches `pattern` (waited for), and the pattern's first group. */
export async function linkMailedTo(to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailboxUrl()}/mails?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as string[];
        found = mails
          .map(decoded)
          .reverse()
          .map((text) => pattern.exec(text)?.[1])
          .find(Boolean);
        return found !== undefined;
      },
      { message: `a mail to ${to} matching ${pattern}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}
