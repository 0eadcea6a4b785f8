import { SpriteIcon } from "~/components/ui/icon";

export function StarRating({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  return (
    <div className="flex gap-0.5" role="img" aria-label={`Rated ${rating} out of ${outOf}`}>
      {Array.from({ length: outOf }, (_, index) => (
        <SpriteIcon key={index} name="star" className={`size-5 ${index < rating ? "text-amber-500" : "text-slate-300"}`} />
      ))}
    </div>
  );
}
