import { useState } from 'react';
import { useLiveUser } from '../../../api/accounts/use-session.ts';
import { readRecent, recentKey, remembered, writeRecent } from '../model/recent-catalog-numbers.ts';

/** The signed-in user's last 10 catalogue numbers, kept in this browser (localStorage). */
export function useRecentCatalogNumbers() {
  const user = useLiveUser();
  const key = recentKey(user?.Id ?? 'signed-out');
  const [kept, setKept] = useState(() => ({ key, list: readRecent(localStorage, key) }));
  // Another user signed in on this page: their own list.
  if (kept.key !== key) setKept({ key, list: readRecent(localStorage, key) });
  const remember = (catalogNumber: string) => {
    const list = remembered(kept.list, catalogNumber);
    writeRecent(localStorage, key, list);
    setKept({ key, list });
  };
  return { recent: kept.key === key ? kept.list : [], remember };
}
