import { useSearchParams } from 'react-router';

/** The page shown, in the address (`?page=3`, 1-based for people; 0-based here), so that a page can be shared. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1);
  const setPage = (next: number) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next > 0) copy.set('page', String(next + 1));
        else copy.delete('page');
        return copy;
      },
      { preventScrollReset: true },
    );
  return [page, setPage];
}
