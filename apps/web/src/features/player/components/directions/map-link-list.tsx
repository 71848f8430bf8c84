import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MapLink } from '../../logic/deep-links';

/** The deep links as large tappable rows: each opens the maps service or app in a new tab. */
export function MapLinkList({ links }: { links: readonly MapLink[] }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-2">
      {links.map((link) => (
        <li key={link.kind}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="flex min-h-12 items-center gap-3 rounded-xl bg-white/10 px-4 font-semibold ring-1 ring-white/20 hover:bg-white/20"
          >
            <span className="min-w-0 flex-1">{t(`player.mapLinks.${link.kind}`)}</span>
            <ExternalLink aria-hidden className="size-5 shrink-0 rtl:-scale-x-100" />
          </a>
        </li>
      ))}
    </ul>
  );
}
