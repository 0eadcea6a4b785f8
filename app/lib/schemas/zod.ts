// Zod compiles validators with `new Function` unless told not to. Our CSP forbids eval, and
// Chrome reports even zod's guarded probe as a violation, so every schema uses zod jitless.
import { z } from "zod";

z.config({ jitless: true });

export { z };
