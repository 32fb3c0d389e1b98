/**
 * Internal pages set their tab title. Crawlers are kept out by robots.txt (Disallow: /internal/),
 * and the pages hold nothing readable without the password anyway.
 */
export function PortalPageTitle({ title }: { title: string }) {
  return <title>{`${title} | Sales Portal`}</title>;
}
