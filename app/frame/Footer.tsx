import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../common/product.ts';
import { secureSiteUrl } from '../config/environment.ts';
import { PATHS } from '../lib/routing/route-table.ts';
import { SUPPORT_URL } from '../kit/ErrorPage.tsx';
import { PRIVACY_CHOICES_TITLE, useOpenPrivacyChoices } from '../kit/PrivacyChoices.tsx';

/** The company's own pages, served by the product's secure web site (VITE_SECURE_BASE_URL; assumption: their paths). */
const COMPANY_LINKS = [
  { label: `About ${PRODUCT_NAME}`, href: secureSiteUrl('/about') },
  { label: 'Careers', href: secureSiteUrl('/careers') },
  { label: 'Help Center', href: SUPPORT_URL },
  { label: 'Contact Us', href: secureSiteUrl('/contact') },
] as const;

const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/airwave' },
  { label: 'Instagram', href: 'https://www.instagram.com/airwave' },
  { label: 'X', href: 'https://x.com/airwave' },
  { label: 'YouTube', href: 'https://www.youtube.com/@airwave' },
] as const;

const TERMS_LINKS = [
  { label: 'Terms of Use', href: secureSiteUrl('/terms') },
  { label: 'Privacy Policy', href: secureSiteUrl('/privacy') },
] as const;

/**
 * The page footer: Browse and Company columns, social links, the terms links and the privacy-choices
 * link, which opens the do-not-sell modal in the app.
 */
export function Footer() {
  const openPrivacyChoices = useOpenPrivacyChoices();
  return (
    <footer className="shell-footer">
      <nav aria-label="Browse" className="shell-footer-column">
        <h2>Browse</h2>
        <ul>
          <li>
            <Link to={PATHS.home}>Home</Link>
          </li>
          <li>
            <Link to={PATHS.guide}>Guide</Link>
          </li>
          <li>
            <Link to={PATHS.top}>Top Playable</Link>
          </li>
          <li>
            <Link to={PATHS.saved}>Saved</Link>
          </li>
        </ul>
      </nav>
      <nav aria-label="Company" className="shell-footer-column">
        <h2>Company</h2>
        <ul>
          {COMPANY_LINKS.map((link) => (
            <li key={link.label}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Social" className="shell-footer-social">
        <ul>
          {SOCIAL_LINKS.map((link) => (
            <li key={link.label}>
              <a href={link.href} rel="noopener noreferrer" target="_blank">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="shell-footer-terms">
        <ul>
          {TERMS_LINKS.map((link) => (
            <li key={link.label}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
          <li>
            <button type="button" className="link-button" onClick={() => openPrivacyChoices()}>
              {PRIVACY_CHOICES_TITLE}
            </button>
          </li>
        </ul>
        <p>© {PRODUCT_NAME}</p>
      </div>
    </footer>
  );
}
