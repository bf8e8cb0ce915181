// A link that leaves the site: opens in a new tab, never hands our window to the other page, and
// tells screen-reader users it opens a new tab.
import type { ReactNode } from 'react';
import { newTabHint } from '../content/navigation';

export function ExternalLink(props: {
  href: string;
  children: ReactNode;
  className?: string;
  /** Accessible name when the visible content is only an icon. */
  label?: string;
}) {
  return (
    <a
      href={props.href}
      target="_blank"
      rel="noopener noreferrer"
      className={props.className}
      aria-label={props.label ? `${props.label} ${newTabHint}` : undefined}
    >
      {props.children}
      {!props.label && <span className="visually-hidden"> {newTabHint}</span>}
    </a>
  );
}
