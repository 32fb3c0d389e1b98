/**
 * Internal pages set their tab title. Crawlers are kept out by robots.txt, the portal layout's
 * noindex meta and the X-Robots-Tag header, and the pages hold nothing readable without the password.
 */
export function PortalPageTitle({ title }: { title: string }) {
  return <title>{`${title} | Sales Portal`}</title>;
}
