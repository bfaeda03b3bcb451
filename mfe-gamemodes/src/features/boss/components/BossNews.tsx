import { useEffect, useRef, useState } from 'react';
import type { Boss } from '@zu/shared-contract';
import { VisuallyHidden } from '@zu/shared-ui';
import { bossNewsText } from '../model/boss-news';

/**
 * The boss's changes while the page is open (anyone's attacks reach it live), said politely to a screen reader: the
 * health bar moves for the eyes, this says it for the ears. Nothing is said of the boss as the page first shows it.
 */
export function BossNews({ boss }: { boss: Boss }) {
  const shown = useRef(boss);
  const [news, setNews] = useState('');
  useEffect(() => {
    const text = bossNewsText(shown.current, boss);
    shown.current = boss;
    if (text) setNews(text);
  }, [boss]);
  return (
    <VisuallyHidden role="status" data-testid="boss-news">
      {news}
    </VisuallyHidden>
  );
}
