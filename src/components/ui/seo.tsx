import { siteConfig } from '@/config';

interface SeoProps {
  title: string;
  description: string;
  /** The canonical path; aliases pass their main page's path. None for the 404 page, which has no URL of its own. */
  path?: string;
  noindex?: boolean;
}

/**
 * Document metadata for a page. React 19 hoists these tags into <head>, both when the page is
 * prerendered and on client navigation.
 */
export function Seo({ title, description, path, noindex }: SeoProps) {
  const fullTitle =
    path === '/'
      ? `${siteConfig.productName} | ${siteConfig.brand}`
      : `${title} | ${siteConfig.productName}`;
  const url = path === undefined ? undefined : `${siteConfig.siteUrl}${path === '/' ? '/' : path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url ? <link rel="canonical" href={url} /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteConfig.brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={`${siteConfig.siteUrl}/og-image.png`} />
      <meta name="twitter:card" content="summary_large_image" />
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
