import { Star } from "lucide-react";

export function StarRating({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  return (
    <div className="flex gap-0.5" role="img" aria-label={`Rated ${rating} out of ${outOf}`}>
      {Array.from({ length: outOf }, (_, index) => (
        <Star key={index} className={`size-5 ${index < rating ? "fill-amber-400 text-amber-500" : "text-slate-300"}`} aria-hidden="true" />
      ))}
    </div>
  );
}
