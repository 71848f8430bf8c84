import { useParams } from 'react-router';
import { useSlideshowData } from '../hooks/use-slideshow-data';
import { SlideshowPlayer } from './slideshow-player';
import { SlideshowLoadFailed, SlideshowLoading, SlideshowNotFound, SlideshowNotReady } from './slideshow-states';

/** /slideshow/:shareToken (SPEC §2, §4): a shared tour played as a narrated slideshow, no account needed. */
export function SlideshowScreen() {
  const { shareToken = '' } = useParams();
  const data = useSlideshowData(shareToken);
  if (data.status === 'loading') return <SlideshowLoading />;
  if (data.status === 'error') {
    return data.error === 'not-found' ? <SlideshowNotFound /> : <SlideshowLoadFailed onRetry={data.retry} />;
  }
  if (data.slideshow.stops.length === 0) return <SlideshowNotReady />;
  return <SlideshowPlayer key={shareToken} slideshow={data.slideshow} />;
}
