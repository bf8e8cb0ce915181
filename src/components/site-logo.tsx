// The studio's logo, named for what its link does (it leads to the home page). Drawn in the page
// rather than as <img src="/logo.svg">: an SVG image is a document of its own, which a phone builds
// before its first paint (up to 70 ms of main thread at Lighthouse's CPU), and one request more.
// The drawing is public/logo.svg's, which the approval's PDF and the search engines' data use
// (site-logo.test.tsx keeps the two the same).
import { navigation } from '../content/navigation';
import { site } from '../content/site';

const NAVY = '#14213d';

export function SiteLogo() {
  return (
    <svg
      viewBox="0 0 260 80"
      width={260}
      height={80}
      role="img"
      aria-label={`${site.name} — ${navigation.logoLabel}`}
      className="site-logo"
    >
      <g fontFamily="Arial, Helvetica, sans-serif">
        <circle cx="40" cy="40" r="38" fill="#fca311" />
        <circle cx="40" cy="34" r="18" fill="none" stroke="#fff" strokeWidth="8" />
        <circle cx="40" cy="34" r="5" fill="#fff" />
        <rect x="16" y="58" width="48" height="8" rx="4" fill="#fff" />
        <text x="92" y="30" fontSize="17" fill={NAVY} fontWeight="bold" letterSpacing="5.5">
          ESTÚDIO
        </text>
        <text x="90" y="70" fontSize="44" fill={NAVY} fontWeight="bold" letterSpacing="1">
          FLEXO
        </text>
      </g>
    </svg>
  );
}
