type DealBannerProps = {
  src: string;
  /** The first banner on screen loads at once; the others wait until they are scrolled near. */
  isAboveFold: boolean;
  className?: string;
};

/**
 * A deal's banner in a 2:1 box, reserved before the image arrives so nothing jumps on a
 * slow phone. Decorative: the deal's title is always written beside it.
 */
export function DealBanner({ src, isAboveFold, className = '' }: DealBannerProps) {
  return (
    <div className={`aspect-[2/1] w-full overflow-hidden bg-slate-100 ${className}`}>
      <img
        src={src}
        alt=""
        width={1200}
        height={600}
        loading={isAboveFold ? 'eager' : 'lazy'}
        fetchPriority={isAboveFold ? 'high' : 'auto'}
        decoding="async"
        className="size-full object-cover"
      />
    </div>
  );
}
