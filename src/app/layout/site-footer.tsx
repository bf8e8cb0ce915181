// The footer of every page: 'Vamos Conversar?', useful links, phone, e-mail, the WhatsApp button,
// social profiles, the legal links and the copyright line.
import { Link } from 'react-router';
import { ExternalIconButton } from '../../components/site-external-link';
import { SiteIcon } from '../../components/site-icons';
import { SocialLinks } from '../../components/social-links';
import { contacts } from '../../content/contacts';
import { footer } from '../../content/navigation';
import { site } from '../../content/site';
import { whatsappChatLink } from '../../lib/whatsapp';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container py-5">
        <div className="row g-4">
          <div className="col-12 col-lg-5">
            <h2 className="h3 text-white">{footer.heading}</h2>
            <p>{footer.text}</p>
            <ExternalIconButton
              href={whatsappChatLink()}
              icon="whatsapp"
              buttonClassName="btn-brand"
            >
              {footer.chatButton}
            </ExternalIconButton>
          </div>
          <div className="col-sm-6 col-lg-3">
            <h2 className="h6 text-uppercase site-footer-heading">{footer.usefulLinksHeading}</h2>
            <ul className="list-unstyled mb-0">
              {footer.usefulLinks.map((link) => (
                <li key={link.to} className="mb-2">
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
              <li className="mb-2">
                <Link to={footer.clientAreaLink.to}>{footer.clientAreaLink.label}</Link>
              </li>
            </ul>
          </div>
          {/* A whole row on a phone: the number and the address each fit on one line. */}
          <div className="col-sm-6 col-lg-4">
            <h2 className="h6 text-uppercase site-footer-heading">{footer.contactsHeading}</h2>
            <ul className="list-unstyled mb-3">
              <li className="mb-2 d-flex align-items-center gap-2 text-nowrap">
                <SiteIcon name="phone" size={18} />
                <span className="visually-hidden">{footer.phoneLabel}: </span>
                <a href={`tel:${contacts.phoneE164}`}>{contacts.phoneDisplay}</a>
              </li>
              <li className="mb-2 d-flex align-items-center gap-2 text-nowrap">
                <SiteIcon name="mail" size={18} />
                <span className="visually-hidden">{footer.emailLabel}: </span>
                <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
              </li>
            </ul>
            <h2 className="visually-hidden">{footer.socialHeading}</h2>
            <SocialLinks
              className="list-unstyled d-flex gap-2 mb-0"
              linkClassName="site-social-link"
              iconSize={22}
            />
          </div>
        </div>
        <hr className="my-4 site-footer-rule" />
        <div className="d-flex flex-column flex-md-row justify-content-between gap-2 small">
          <p className="mb-0">
            {footer.copyright
              .replace('{year}', String(site.copyrightYear))
              .replace('{name}', site.name)}
          </p>
          <ul className="list-unstyled d-flex gap-3 mb-0">
            {footer.legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
