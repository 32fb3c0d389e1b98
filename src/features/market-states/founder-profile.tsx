import { ExternalLink } from '@/components/ui/external-link';
import { siteConfig } from '@/config';
import type { AboutPage } from '@/content/public/about.schema';

/** The founder's portrait, biography and outside links (About, 'Who Built This'). */
export function FounderProfile({ founder }: { founder: AboutPage['founder'] }) {
  return (
    <div className="flagship-founder">
      <img
        src={founder.photo.src}
        alt={founder.photo.alt}
        width={480}
        height={560}
        loading="lazy"
        decoding="async"
        className="flagship-founder-photo"
      />
      <div className="stack">
        <div>
          <h3 className="flagship-founder-name">{founder.name}</h3>
          <p className="flagship-founder-role">{founder.role}</p>
        </div>
        {founder.bio.map((paragraph) => (
          <p key={paragraph} className="muted">
            {paragraph}
          </p>
        ))}
        <ul className="flagship-founder-links">
          <li>
            <ExternalLink href={siteConfig.founderProfileUrl} className="btn btn-secondary btn-sm">
              {founder.profileLabel}
            </ExternalLink>
          </li>
          <li>
            <ExternalLink href={siteConfig.founderBlogUrl} className="btn btn-secondary btn-sm">
              {founder.blogLabel}
            </ExternalLink>
          </li>
        </ul>
      </div>
    </div>
  );
}
