import { useState } from 'react';
import { downloadFile, postcardFileName } from '../../../lib/download-file';
import { useStatusMessage } from '../../../lib/use-status-message';

/** Download Postcard: saves `<tour name>_postcard.png` and says so ('Postcard downloaded!', SPEC §8). */
export function usePostcardDownload(imageUrl: string, tourName: string) {
  const { message, show } = useStatusMessage();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(imageUrl, postcardFileName(tourName));
      show({ key: 'postcards.toast.downloaded', tone: 'info' });
    } catch {
      show({ key: 'postcards.toast.downloadFailed', tone: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  return { message, download, downloading };
}
