// The top navigation of every page but the home page: logo, the four section links, 'Área do
// cliente' and the 'Marketing Digital' button; below 992 px the links fold behind a toggle (no JS
// library needed).
import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../../common/paths';
import { navigation } from '../../content/navigation';
import { MenuIcon } from '../../components/menu-icon';
import { SiteLogo } from '../../components/site-logo';

export function SiteNavbar() {
  const menuId = useId();
  const { pathname } = useLocation();
  // The phone menu is open for one page only: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const expanded = openOn === pathname;

  return (
    <header>
      <nav className="navbar navbar-expand-lg site-navbar" aria-label={navigation.menuLabel}>
        <div className="container">
          <Link to={paths.home} className="navbar-brand py-0">
            <SiteLogo />
          </Link>
          <button
            type="button"
            className="navbar-toggler"
            aria-controls={menuId}
            aria-expanded={expanded}
            aria-label={navigation.toggleLabel}
            onClick={() => setOpenOn(expanded ? null : pathname)}
          >
            <MenuIcon />
          </button>
          <div id={menuId} className={`collapse navbar-collapse${expanded ? ' show' : ''}`}>
            <ul className="navbar-nav ms-auto align-items-lg-center gap-xl-2">
              {[...navigation.links, navigation.clientAreaLink].map((link) => (
                <li key={link.to} className="nav-item">
                  <NavLink to={link.to} className="nav-link">
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li className="nav-item ms-xl-2 my-2 my-lg-0">
                <Link to={navigation.marketingButton.to} className="btn btn-outline-brand">
                  {navigation.marketingButton.label}
                </Link>
              </li>
            </ul>
          </div>
        </div>
      </nav>
    </header>
  );
}
