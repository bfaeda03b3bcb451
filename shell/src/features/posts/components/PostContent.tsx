import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { Prose } from '../../content';
import { renderPostHtml, type MentionMap } from '../model/render-post-html';

export interface PostContentProps {
  markdown: string;
  mentions?: MentionMap;
}

const noMentions: MentionMap = {};

export function PostContent({ markdown, mentions = noMentions }: PostContentProps) {
  // Safe by construction: renderPostHtml never lets raw HTML or a script link through (see its tests).
  const html = useMemo(() => renderPostHtml(markdown, mentions), [markdown, mentions]);
  const navigate = useNavigate();

  // Links to the site's own pages are plain <a> in the rendered HTML: route them without reloading the site.
  const followSiteLinks = (event: MouseEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <Prose
      fontSize={{ base: 'md', md: 'lg' }}
      data-testid="post-content"
      onClick={followSiteLinks}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
