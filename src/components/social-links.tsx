// The studio's social profiles as a row of icon links (the home page's contact bar, the footer).
import { contacts, type SocialNetwork } from '../content/contacts';
import { ExternalLink } from './site-external-link';
import { SiteIcon } from './site-icons';

// Object.keys types its answer as string[]; these keys are the record's own.
const networks = Object.keys(contacts.social) as SocialNetwork[];

export function SocialLinks({
  className,
  label,
  linkClassName,
  iconSize,
}: {
  /** The list's classes, e.g. its gap. */
  className: string;
  /** The list's accessible name, when no heading names it. */
  label?: string;
  linkClassName?: string;
  iconSize: number;
}) {
  return (
    <ul className={className} aria-label={label}>
      {networks.map((network) => (
        <li key={network}>
          <ExternalLink
            href={contacts.social[network].url}
            label={contacts.social[network].label}
            className={linkClassName}
          >
            <SiteIcon name={network} size={iconSize} />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
