// The e-mails' text and HTML, from plain typed functions over one layout.
//
// Why no template engine (react-email, mjml): the product sends about a dozen short messages of
// fixed shape — a title, a few paragraphs, a table of facts, one button. One layout function, a
// typed block list and a single escaping point (server/html.ts's escapeHtml, applied to every
// value that reaches HTML) give the same result with no dependency and no build or render step;
// the HTML is the conservative kind mail clients render (tables, inline styles, no external CSS or
// images). The plain-text part is built from the same blocks, so both say the same thing.
import { escapeHtml } from '../../common/html';

export const STUDIO_NAME = 'Estúdio Flexo';
const NAVY = '#14213d';
const ORANGE = '#fca311';

export type Block =
  | { type: 'p'; text: string }
  /** Text the client or the studio wrote (a change request, a note), set apart. */
  | { type: 'quote'; text: string }
  | { type: 'facts'; rows: [label: string, value: string][] }
  | { type: 'button'; label: string; href: string }
  | { type: 'list'; title: string; items: { text: string; href: string }[] };

export interface MailFooter {
  /** Client mails end with the preferences link (and, when it can be turned off, unsubscribe). */
  preferencesUrl?: string;
  unsubscribeUrl?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function renderMail(input: {
  subject: string;
  greeting: string;
  blocks: Block[];
  footer?: MailFooter;
}): RenderedMail {
  const { footer = {} } = input;
  const text: string[] = [input.greeting, ''];
  const html: string[] = [`<p style="margin:0 0 16px">${escapeHtml(input.greeting)}</p>`];

  for (const block of input.blocks) {
    switch (block.type) {
      case 'p':
        text.push(block.text, '');
        html.push(`<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`);
        break;
      case 'quote':
        text.push(...block.text.split('\n').map((line) => `> ${line}`), '');
        html.push(
          `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid ${ORANGE};background:#f6f6f6;white-space:pre-wrap">${escapeHtml(block.text)}</blockquote>`,
        );
        break;
      case 'facts':
        text.push(...block.rows.map(([label, value]) => `${label}: ${value}`), '');
        html.push(
          `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${block.rows
            .map(
              ([label, value]) =>
                `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;color:${NAVY}">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
            )
            .join('')}</table>`,
        );
        break;
      case 'button':
        text.push(`${block.label}: ${block.href}`, '');
        html.push(
          `<p style="margin:0 0 24px"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 20px;background:${ORANGE};color:${NAVY};font-weight:bold;text-decoration:none;border-radius:4px">${escapeHtml(block.label)}</a></p>`,
        );
        break;
      case 'list':
        text.push(block.title, ...block.items.map((item) => `- ${item.text}: ${item.href}`), '');
        html.push(
          `<h2 style="margin:0 0 8px;font-size:16px;color:${NAVY}">${escapeHtml(block.title)}</h2><ul style="margin:0 0 16px;padding-left:20px">${block.items
            .map(
              (item) =>
                `<li style="margin:0 0 4px"><a href="${escapeHtml(item.href)}" style="color:${NAVY}">${escapeHtml(item.text)}</a></li>`,
            )
            .join('')}</ul>`,
        );
        break;
    }
  }

  text.push('—', STUDIO_NAME);
  const footerHtml: string[] = [];
  if (footer.preferencesUrl) {
    text.push('', `Escolha quais e-mails receber: ${footer.preferencesUrl}`);
    footerHtml.push(
      `<a href="${escapeHtml(footer.preferencesUrl)}" style="color:${NAVY}">Escolher quais e-mails receber</a>`,
    );
  }
  if (footer.unsubscribeUrl) {
    text.push(`Não receber mais este tipo de e-mail: ${footer.unsubscribeUrl}`);
    footerHtml.push(
      `<a href="${escapeHtml(footer.unsubscribeUrl)}" style="color:${NAVY}">Não receber mais este tipo de e-mail</a>`,
    );
  }

  const document = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:0;background:#f0f1f4">
<table role="presentation" width="100%" style="border-collapse:collapse;background:#f0f1f4"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2430">
<tr><td style="background:${NAVY};color:#ffffff;padding:16px 24px;font-size:18px;font-weight:bold;border-bottom:4px solid ${ORANGE}">${escapeHtml(STUDIO_NAME)}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:20px;color:${NAVY}">${escapeHtml(input.subject)}</h1>
${html.join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;background:#f6f6f6;font-size:13px;color:#4a4f5c">${[escapeHtml(STUDIO_NAME), ...footerHtml].join(' · ')}</td></tr>
</table></td></tr></table>
</body></html>`;

  return { subject: input.subject, text: text.join('\n'), html: document };
}
