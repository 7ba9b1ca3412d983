import { Link } from 'react-router';
import { footerColumns } from './site-nav-links';
import { SiteLogo } from './site-logo';

export function SiteFooter() {
  return (
    <footer className="border-t border-gray-200 bg-gray-50">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)] lg:px-8">
        <div className="col-span-2 max-w-xs sm:col-span-3 md:col-span-1">
          <SiteLogo />
          <p className="mt-3 text-sm leading-6 text-gray-600">
            Search your leases, tenant files and inspection reports, and get answers that cite the exact page and passage.
          </p>
        </div>
        {footerColumns.map((col) => (
          // Unnamed on purpose: a nav named "Company" would answer getByLabel('Company') next to the sign-up field.
          <nav key={col.title}>
            <h2 className="text-sm font-semibold text-gray-900">{col.title}</h2>
            <ul className="mt-3 space-y-2">
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="text-sm text-gray-600 hover:text-gray-900">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-gray-200">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-gray-500 sm:px-6 lg:px-8">© {new Date().getFullYear()} Propwise. All rights reserved.</p>
      </div>
    </footer>
  );
}
