import { Link } from "react-router";

/** Shows consent wording exactly as stored (POPIA), with "privacy policy" linked. */
export function ConsentText({ text, className }: { text: string; className?: string }) {
  const at = text.lastIndexOf("privacy policy");
  if (at < 0) return <p className={className}>{text}</p>;
  return (
    <p className={className}>
      {text.slice(0, at)}
      <Link to="/privacy-policy" className="font-medium text-navy-700 underline hover:text-accent-800">
        privacy policy
      </Link>
      {text.slice(at + "privacy policy".length)}
    </p>
  );
}
