/** Internal pages set their tab title and keep crawlers out (they are not prerendered). */
export function PortalPageTitle({ title }: { title: string }) {
  return (
    <>
      <title>{`${title} | Sales Portal`}</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}
