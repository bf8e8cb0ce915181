// The studio's logo, named for what its link does (it leads to the home page).
import { navigation } from '../content/navigation';
import { site } from '../content/site';

export function SiteLogo() {
  return (
    <img
      src={site.logo}
      alt={`${site.name} — ${navigation.logoLabel}`}
      width={260}
      height={80}
      className="site-logo"
    />
  );
}
