import { LoaderCircle } from 'lucide-react';

/** A decorative spinner; the text beside it is what screen readers hear. */
export function Spinner({ className = 'size-5' }: { className?: string }) {
  return <LoaderCircle aria-hidden className={`${className} motion-safe:animate-spin`} />;
}
