import { useEffect, useState } from 'react';

// DESIGN.md: from 1024 px the photo and the story sit side by side.
const WIDE = '(min-width: 1024px)';

const matches = () => (typeof window !== 'undefined' && window.matchMedia?.(WIDE).matches) || false;

/** Whether the screen is wide enough for photo and story side by side; follows rotation and resizing. */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(matches);
  useEffect(() => {
    const query = window.matchMedia?.(WIDE);
    if (!query) return;
    const update = () => setWide(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}
