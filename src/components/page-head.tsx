import type { ReactNode } from "react";
import { useSiteConfig } from "../hooks/use-site-config";
import { isUnlisted } from "../seo/unlisted-paths";
import { absoluteUrl, breadcrumbs as breadcrumbList, organization, serializeJsonLd } from "../seo/structured-data";

type PageHeadProps = {
  /** Page title without the site name; the home page passes none. */
  title?: string;
  description?: string;
  /** The page's path with its trailing slash, e.g. /about/. */
  pathname: string;
  /** Absolute or root-relative URL of the social sharing image. */
  image?: string;
  type?: "website" | "article";
  /** Keep this page out of search results; pages in src/seo/unlisted-paths.ts are kept out anyway. */
  noindex?: boolean;
  /** schema.org objects for this page; the Organization is always added. */
  jsonLd?: Record<string, unknown>[];
  /** Trail of a nested page after Home, as [name, pathname] pairs; becomes a BreadcrumbList. */
  breadcrumbs?: [string, string][];
  children?: ReactNode;
};

/** Everything in <head> for one page. Rendered only from a page's `Head` export. */
const PageHead = ({
  title,
  description,
  pathname,
  image,
  type = "website",
  noindex = false,
  jsonLd = [],
  breadcrumbs,
  children,
}: PageHeadProps) => {
  const site = useSiteConfig();
  const fullTitle = title ? `${title} | ${site.siteTitle}` : `${site.siteTitle} | Practice Support for Physicians`;
  const metaDescription = description ?? site.siteDescription;
  const url = absoluteUrl(site.siteUrl, pathname);
  const imageUrl = absoluteUrl(site.siteUrl, image ?? "/og-image.png");
  return (
    <>
      <html lang="en" />
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      <link rel="canonical" href={url} />
      {(noindex || isUnlisted(pathname)) && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={site.siteTitle} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={metaDescription} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="theme-color" content="#0B5563" />
      <link rel="alternate" type="application/rss+xml" title={`${site.siteTitle} blog`} href="/rss.xml" />
      {/* Set as HTML so React does not entity-encode the quotes; serializeJsonLd escapes "<". */}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: serializeJsonLd([
            organization(site),
            ...jsonLd,
            ...(breadcrumbs ? [breadcrumbList(site.siteUrl, breadcrumbs)] : []),
          ]),
        }}
      />
      {children}
    </>
  );
};

export default PageHead;
