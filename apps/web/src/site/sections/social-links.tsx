import type { ContactInfo } from '@skp/shared';
import { Icon } from '../ui/icon';
import * as icons from '../ui/icon-paths';

/** The school's social pages that are set, in a fixed order, with their icons. */
export function socialLinksOf(social: ContactInfo['socialLinks'] | undefined) {
  return [
    { label: 'Facebook', href: social?.facebook, icon: icons.Facebook },
    { label: 'Instagram', href: social?.instagram, icon: icons.Instagram },
    { label: 'YouTube', href: social?.youtube, icon: icons.YouTube },
    { label: 'X (Twitter)', href: social?.twitter, icon: icons.X },
  ].filter((link): link is typeof link & { href: string } => Boolean(link.href));
}

/** Icon links to those pages (footer, Contact), each named for screen readers and opened in a new tab. */
export function SocialIconLinks({
  links,
  className,
  linkClassName,
}: {
  links: ReturnType<typeof socialLinksOf>;
  className: string | undefined;
  linkClassName: string | undefined;
}) {
  return (
    <div className={className}>
      {links.map((link) => (
        <a
          key={link.label}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={link.label}
          data-icon-link=""
          className={linkClassName}
        >
          <Icon shape={link.icon} />
        </a>
      ))}
    </div>
  );
}
