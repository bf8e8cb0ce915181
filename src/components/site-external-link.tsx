// A link that leaves the site: opens in a new tab, never hands our window to the other page, and
// tells screen-reader users it opens a new tab. ExternalIconButton is one drawn as a button with
// its icon before the text (the WhatsApp and Instagram calls).
import type { ComponentProps, ReactNode } from 'react';
import { newTabHint } from '../content/navigation';
import { SiteIcon } from './site-icons';

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

export function ExternalIconButton(props: {
  href: string;
  icon: ComponentProps<typeof SiteIcon>['name'];
  /** The button's look, e.g. 'btn-brand btn-lg'. */
  buttonClassName: string;
  children: ReactNode;
}) {
  return (
    <ExternalLink
      href={props.href}
      className={`btn ${props.buttonClassName} d-inline-flex align-items-center gap-2`}
    >
      <SiteIcon name={props.icon} />
      {props.children}
    </ExternalLink>
  );
}
