import { browserTitle } from '@portal/domain';
import { useEffect } from 'react';
import { useCurrentPageMeta } from '../../ui/page-meta.ts';

/** Browser title: the page's item names, then the site's BrowserTitle. */
export function useDocumentTitle(siteTitle: string): void {
  const { title } = useCurrentPageMeta();
  const text = browserTitle(siteTitle, ...title);
  useEffect(() => {
    document.title = text;
  }, [text]);
}

/** The site's favicon replaces the neutral one in index.html. */
export function useFavicon(path: string | null): void {
  useEffect(() => {
    if (!path) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = path;
  }, [path]);
}
