export interface SiteLink {
  to: string;
  label: string;
}

/** The public site's navigation, shared by the header (desktop and phone menu) and the footer. */
export const headerLinks: SiteLink[] = [
  { to: '/features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/docs', label: 'Docs' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
];

export const footerColumns: Array<{ title: string; links: SiteLink[] }> = [
  {
    title: 'Product',
    links: [
      { to: '/features', label: 'Features' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/docs', label: 'Docs' },
      { to: '/developer', label: 'Developers' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/blog', label: 'Blog' },
      { to: '/contact', label: 'Contact' },
      { to: '/status', label: 'Status' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
    ],
  },
];
